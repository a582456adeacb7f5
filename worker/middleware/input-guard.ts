import type { MiddlewareHandler } from 'hono';
import { renderErrorResponse } from '../error-response';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** Longer URLs are refused before any routing work (414). */
export const MAX_URL_LENGTH = 4096;

/** C0 control characters and DEL: no path or query value of the shop contains one (a NUL, a line break). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Rejects input no route could use with a clear 4xx instead of letting it reach a page and fail
 * there: over-long URLs, malformed percent-encoding and encoded control characters in the path or
 * query.
 */
export const inputGuard = (): MiddlewareHandler<ShopEnv> =>
  async function inputGuard(c, next) {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) return renderErrorResponse(c, 414);
    const { pathname, search } = new URL(url);
    try {
      // Query values use + for spaces; only the percent escapes can be malformed.
      const decoded = decodeURIComponent(pathname) + decodeURIComponent(search.replaceAll('+', ' '));
      if (CONTROL_CHARACTER.test(decoded)) return renderErrorResponse(c, 400);
    } catch {
      return renderErrorResponse(c, 400);
    }
    await next();
  };
