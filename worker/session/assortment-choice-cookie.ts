import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { browsesFullRange, formatAssortmentCookie, parseAssortmentCookie, type SavedAssortmentChoice } from '../../src/lib/auth/assortment-choice';
import type { Session } from '../../src/lib/auth/session';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { sessionCookieAttributes } from './punchout-settings';
import { cookieNames } from './session-cookies';

/**
 * The buyer's assortment choice (decision 029) lives in an HttpOnly session cookie beside the
 * tokens: no max-age, so it ends with the browser session, and sign-in, sign-out and a customer
 * change clear it. Its value names the user and customer it was made for and is checked against
 * the verified token on every request, so an edited cookie opens nothing.
 */
export function assortmentChoiceCookie(c: Context<ShopEnv>, saved: SavedAssortmentChoice): string {
  return generateCookie(cookieNames(c).assortment, formatAssortmentCookie(saved), sessionCookieAttributes(c));
}

export function clearedAssortmentChoiceCookie(c: Context<ShopEnv>): string {
  return generateCookie(cookieNames(c).assortment, '', sessionCookieAttributes(c, 0));
}

/** The session with the choice applied: true only when the cookie fits this user, customer and token. */
export function withAssortmentChoice(c: Context<ShopEnv>, session: Session): Session {
  const saved = parseAssortmentCookie(getCookie(c, cookieNames(c).assortment));
  return browsesFullRange(saved, session) ? { ...session, browsesFullRange: true } : session;
}
