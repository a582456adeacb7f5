import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { FLASH_COOKIE } from '../../src/lib/request/flash';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { isTextKey } from '../../src/lib/texts';

/**
 * Takes the flash message off the request and clears the cookie, so it shows exactly once.
 */
export const flash = (): MiddlewareHandler<ShopEnv> =>
  async function flash(c, next) {
    const value = getCookie(c, FLASH_COOKIE);
    const message = value && isTextKey(value) ? value : undefined;
    c.set('flash', message);
    await next();
    // After next(): a page response replaces the context's response, so the header goes on last.
    // A redirect that set a new flash on this same request keeps it.
    if (value !== undefined && !c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) {
      deleteCookie(c, FLASH_COOKIE, { path: '/' });
    }
  };
