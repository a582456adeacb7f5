import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { hookUrlPolicy, validateHookUrl } from '../../src/features/punchout/hook-url';
import { decodeCookieJson, encodeCookieJson } from '../../src/lib/request/cookie-json';
import { cookieAttributes, hostCookieName } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import { StoredPunchoutSettingsSchema, type PunchoutSettings, type StoredPunchoutSettings } from '../../src/lib/request/punchout-settings';
import type { ShopEnv } from '../../src/lib/request/shop-env';

export type { PunchoutSettings, StoredPunchoutSettings };

/** Kept like the spec's 'punchout-settings' storage key: a later entry without HOOK_URL reuses it. */
const MAX_AGE = 30 * 24 * 3600;

const cookieName = (c: Context<ShopEnv>) => hostCookieName(readEnvironment(c.env), 'punchout_settings');

/** The cookie policy for this request's cookies: framed punch-out sessions get the third-party attributes. */
export const sessionCookieAttributes = (c: Context<ShopEnv>, maxAge?: number) =>
  cookieAttributes({ environment: readEnvironment(c.env), framed: readPunchoutSettings(c)?.framed ?? false }, maxAge);

/** What framing adds to a cookie here: SameSite=None; Secure; Partitioned, or nothing. */
export function framedCookieAttributes(c: Context<ShopEnv>) {
  const attributes = sessionCookieAttributes(c, 0);
  return 'partitioned' in attributes ? { sameSite: attributes.sameSite, secure: attributes.secure, partitioned: attributes.partitioned } : {};
}

// Parsed once per request: the middleware, the UI mode, cookies and pages all ask.
const parsedByRequest = new WeakMap<Request, PunchoutSettings | null>();

/**
 * The request's saved settings, or undefined. The cookie is HttpOnly but still the browser's:
 * a callback URL that fails today's hook rule (edited, or from before a rule change) is no
 * setting at all.
 */
export function readPunchoutSettings(c: Context<ShopEnv>): PunchoutSettings | undefined {
  const known = parsedByRequest.get(c.req.raw);
  if (known !== undefined) return known ?? undefined;
  const parsed = StoredPunchoutSettingsSchema.safeParse(decodeCookieJson(getCookie(c, cookieName(c))));
  const settings =
    parsed.success && validateHookUrl(parsed.data.callback_url, hookUrlPolicy(c.env)).ok ? { ...parsed.data, HOOK_URL: parsed.data.callback_url } : null;
  parsedByRequest.set(c.req.raw, settings);
  return settings ?? undefined;
}

/** The Set-Cookie value that saves the settings (same frame attributes as the session's cookies). */
export function punchoutSettingsCookie(c: Context<ShopEnv>, settings: StoredPunchoutSettings): string {
  const stored: StoredPunchoutSettings = StoredPunchoutSettingsSchema.parse(settings);
  return generateCookie(cookieName(c), encodeCookieJson(stored), cookieAttributes({ environment: readEnvironment(c.env), framed: settings.framed }, MAX_AGE));
}

export function clearedPunchoutSettingsCookie(c: Context<ShopEnv>): string {
  return generateCookie(cookieName(c), '', cookieAttributes({ environment: readEnvironment(c.env) }, 0));
}
