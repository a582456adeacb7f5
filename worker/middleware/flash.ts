import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isTextKey, type TextKey } from '../../src/lib/texts';
import type { ShopEnv } from '../shop-env';

const FLASH_COOKIE = 'flash';

/** Carries a catalogue key across a redirect; the next page shows it once as a toast. */
export function setFlash(c: Context<ShopEnv>, message: TextKey): void {
  setCookie(c, FLASH_COOKIE, message, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 });
}

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
