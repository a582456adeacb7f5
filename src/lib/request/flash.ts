import type { Context } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { setCookie } from 'hono/cookie';
import type { TextKey } from '../texts';
import { cookieAttributes } from './cookie-policy';
import { readEnvironment } from './environment';
import type { ShopEnv } from './shop-env';

export const FLASH_COOKIE = 'flash';
const FLASH_MAX_AGE = 30;

/** Carries a catalogue key across a redirect; the next page shows it once as a toast. */
export function setFlash(c: Context<ShopEnv>, message: TextKey): void {
  setCookie(c, FLASH_COOKIE, message, cookieAttributes({ environment: readEnvironment(c.env) }, FLASH_MAX_AGE));
}

/** Script-driven action calls go to Waku's RSC endpoint; plain form posts go to the page. */
const RSC_PREFIX = '/RSC/';

/**
 * A toast for the page a server action redirects to. After a plain post the browser asks for that
 * page anew, so the message rides the flash cookie (`c.res` is read first so the cookie lands on
 * the response Hono already holds and is copied onto Waku's). After a script call Waku renders
 * that page in this same request, so the message goes straight into this request's context.
 */
export function flashMessage(message: TextKey): void {
  const c = tryGetContext<ShopEnv>();
  if (!c) return;
  if (c.req.path.startsWith(RSC_PREFIX)) {
    c.set('flash', message);
    return;
  }
  void c.res;
  setFlash(c, message);
}

/**
 * A form posted without script (its action a plain server function, no form state) is answered
 * with the page it was posted from, rendered in this same request: the outcome goes into this
 * request's context and the page shows it as a toast. A script call reads the action's own answer.
 */
export function noticeOnPostedPage(message: string): void {
  const c = tryGetContext<ShopEnv>();
  if (!c || c.req.path.startsWith(RSC_PREFIX)) return;
  c.set('notice', message);
}
