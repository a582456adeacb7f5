import type { MiddlewareHandler } from 'hono';
import { renderErrorResponse } from '../error-response';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** Longer URLs are refused before any routing work (414). */
export const MAX_URL_LENGTH = 4096;

/**
 * Rejects input no route could use with a clear 4xx instead of letting it reach a page and fail
 * there: over-long URLs and malformed percent-encoding in the path or query.
 */
export const inputGuard = (): MiddlewareHandler<ShopEnv> =>
  async function inputGuard(c, next) {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) return renderErrorResponse(c, 414);
    const { pathname, search } = new URL(url);
    try {
      decodeURIComponent(pathname);
      // Query values use + for spaces; only the percent escapes can be malformed.
      decodeURIComponent(search.replaceAll('+', ' '));
    } catch {
      return renderErrorResponse(c, 400);
    }
    await next();
  };
