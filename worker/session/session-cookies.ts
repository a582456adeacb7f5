import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { cookieAttributes, hostCookieName } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { encodeKeptDeliveryDays, KEPT_DELIVERY_DAYS_MAX_AGE, type KeptDeliveryDays } from '../../src/lib/request/kept-delivery-days';
import { DELIVERY_DAYS_COOKIE, USER_DATA_COOKIES } from '../../src/lib/request/user-cookies';
import type { Tokens } from '../../src/lib/upstream/auth/auth-schemas';
import { sessionCookieAttributes } from './punchout-settings';

const REFRESH_MAX_AGE = 30 * 24 * 3600;
const CONTEXT_MAX_AGE = 365 * 24 * 3600;
const CHALLENGE_MAX_AGE = 10 * 60;

/** Cookie names, `__Host-` prefixed outside local development (the cookie policy). */
export function cookieNames(c: Context<ShopEnv>) {
  const environment = readEnvironment(c.env);
  return {
    access: hostCookieName(environment, 'access_token'),
    refresh: hostCookieName(environment, 'refresh_token'),
    context: hostCookieName(environment, 'customer_context'),
    challenge: hostCookieName(environment, 'sign_in_challenge'),
    assortment: hostCookieName(environment, 'assortment_choice'),
  };
}

const options = sessionCookieAttributes;

/** Set-Cookie values that store fresh tokens. */
export function tokenCookies(c: Context<ShopEnv>, tokens: Tokens): string[] {
  const names = cookieNames(c);
  return [
    generateCookie(names.access, tokens.AccessToken, options(c, tokens.ExpiresIn)),
    generateCookie(names.refresh, tokens.RefreshToken, options(c, REFRESH_MAX_AGE)),
  ];
}

/**
 * Set-Cookie values that end the session (the customer-context choice stays: it is a preference;
 * the assortment choice goes: it is kept per session, decision 029).
 */
export function clearedTokenCookies(c: Context<ShopEnv>): string[] {
  const names = cookieNames(c);
  return [names.access, names.refresh, names.challenge, names.assortment].map((name) => generateCookie(name, '', options(c, 0)));
}

/**
 * Set-Cookie values that remove what the signed-in user left in the browser (the list is
 * src/lib/request/user-cookies.ts). They were written with the plain cookie policy (writeCookie).
 */
export function clearedUserDataCookies(c: Context<ShopEnv>): string[] {
  const attributes = cookieAttributes({ environment: readEnvironment(c.env) }, 0);
  return USER_DATA_COOKIES.map((name) => generateCookie(name, '', attributes));
}

/**
 * The Set-Cookie value that keeps the delivery days fetched at sign-in, with the plain cookie
 * policy like the other user-data cookies (so clearedUserDataCookies removes it).
 */
export function keptDeliveryDaysCookie(c: Context<ShopEnv>, kept: KeptDeliveryDays): string {
  const attributes = cookieAttributes({ environment: readEnvironment(c.env) }, KEPT_DELIVERY_DAYS_MAX_AGE);
  return generateCookie(DELIVERY_DAYS_COOKIE, encodeKeptDeliveryDays(kept), attributes);
}

/** Everything a session that ended takes with it: its tokens and the user's data cookies. */
export const sessionEndCookies = (c: Context<ShopEnv>): string[] => [...clearedTokenCookies(c), ...clearedUserDataCookies(c)];

export function readTokenCookies(c: Context<ShopEnv>) {
  const names = cookieNames(c);
  return { access: getCookie(c, names.access), refresh: getCookie(c, names.refresh) };
}

/** The customer and project a user chose, remembered per user across reloads and sign-ins. */
export function contextCookie(c: Context<ShopEnv>, choice: { userId: string; customerId: string; projectId?: string | undefined }): string {
  const value = [choice.userId, choice.customerId, choice.projectId ?? ''].map(encodeURIComponent).join('|');
  return generateCookie(cookieNames(c).context, value, options(c, CONTEXT_MAX_AGE));
}

export function clearedContextCookie(c: Context<ShopEnv>): string {
  return generateCookie(cookieNames(c).context, '', options(c, 0));
}

export function readContextCookie(c: Context<ShopEnv>): { userId: string; customerId: string; projectId?: string } | undefined {
  const raw = getCookie(c, cookieNames(c).context);
  const [userId, customerId, projectId] = (raw ?? '').split('|').map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return '';
    }
  });
  if (!userId || !customerId) return undefined;
  return projectId ? { userId, customerId, projectId } : { userId, customerId };
}

/** The pending new-password challenge (username + challenge session), for ten minutes. */
export function challengeCookie(c: Context<ShopEnv>, challenge: { username: string; session: string }): string {
  return generateCookie(cookieNames(c).challenge, JSON.stringify(challenge), options(c, CHALLENGE_MAX_AGE));
}

export function readChallengeCookie(c: Context<ShopEnv>): { username: string; session: string } | undefined {
  try {
    const value = JSON.parse(getCookie(c, cookieNames(c).challenge) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'username' in value && 'session' in value) {
      const { username, session } = value as Record<string, unknown>;
      if (typeof username === 'string' && typeof session === 'string') return { username, session };
    }
  } catch {
    // a garbled cookie is no challenge
  }
  return undefined;
}
