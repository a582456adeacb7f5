import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { hookUrlPolicy, validateHookUrl } from '../../src/features/punchout/hook-url';
import type { ShopEnv } from '../shop-env';

const CredentialSchema = z.object({ domain: z.string().max(64), identity: z.string().max(128) });

/**
 * Spec point 3's punch-out settings (callback_url, companyName, HOOK_URL, email, logonId, oci,
 * last_used), plus what binds them to one sign-in: the user and customer, the protocol, and
 * whether the procurement system framed the shop. Never the password. HOOK_URL is the same
 * address as callback_url, so only callback_url is stored (a cookie holds 4 KB).
 */
const StoredSettingsSchema = z.object({
  v: z.literal(1),
  protocol: z.enum(['oci', 'cxml']),
  callback_url: z.string().max(1024),
  companyName: z.string().max(200),
  email: z.string().max(254).optional(),
  logonId: z.string().max(254),
  oci: z.object({
    version: z.string().max(8).optional(),
    okCode: z.string().max(16).optional(),
    target: z.string().max(64).optional(),
    caller: z.string().max(16).optional(),
  }),
  cxml: z
    .object({ buyerCookie: z.string().max(512), operation: z.enum(['create', 'edit']), buyer: CredentialSchema, supplier: CredentialSchema })
    .optional(),
  last_used: z.string().max(40),
  userId: z.string().max(64),
  customerId: z.string().max(64),
  framed: z.boolean(),
});
export type StoredPunchoutSettings = z.infer<typeof StoredSettingsSchema>;
export type PunchoutSettings = StoredPunchoutSettings & { HOOK_URL: string };

/** Kept like the spec's 'punchout-settings' storage key: a later entry without HOOK_URL reuses it. */
const MAX_AGE = 30 * 24 * 3600;

const isLocal = (c: Context<ShopEnv>) => c.env.ENVIRONMENT === 'development';
const cookieName = (c: Context<ShopEnv>) => `${isLocal(c) ? '' : '__Host-'}punchout_settings`;

/**
 * A framed punch-out session is a third-party context for the browser: its cookies must be
 * SameSite=None; Secure, and Partitioned (CHIPS) so browsers that block third-party cookies
 * still keep them for this procurement site. Plain http://localhost cannot carry Secure ones.
 */
export function framedCookieAttributes(c: Context<ShopEnv>, framed = readPunchoutSettings(c)?.framed ?? false) {
  return framed && !isLocal(c) ? ({ sameSite: 'None', secure: true, partitioned: true } as const) : {};
}

const encode = (value: unknown) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const decode = (value: string): unknown => {
  const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
};

/**
 * The request's saved settings, or undefined. The cookie is HttpOnly but still the browser's:
 * a callback URL that fails today's hook rule (edited, or from before a rule change) is no
 * setting at all.
 */
export function readPunchoutSettings(c: Context<ShopEnv>): PunchoutSettings | undefined {
  const raw = getCookie(c, cookieName(c));
  if (!raw) return undefined;
  try {
    const parsed = StoredSettingsSchema.safeParse(decode(raw));
    if (!parsed.success || !validateHookUrl(parsed.data.callback_url, hookUrlPolicy(c.env)).ok) return undefined;
    return { ...parsed.data, HOOK_URL: parsed.data.callback_url };
  } catch {
    return undefined;
  }
}

/** The Set-Cookie value that saves the settings (same frame attributes as the session's cookies). */
export function punchoutSettingsCookie(c: Context<ShopEnv>, settings: StoredPunchoutSettings): string {
  const stored: StoredPunchoutSettings = StoredSettingsSchema.parse(settings);
  return generateCookie(cookieName(c), encode(stored), {
    path: '/',
    httpOnly: true,
    secure: !isLocal(c),
    sameSite: 'Lax',
    maxAge: MAX_AGE,
    ...framedCookieAttributes(c, settings.framed),
  });
}

export function clearedPunchoutSettingsCookie(c: Context<ShopEnv>): string {
  return generateCookie(cookieName(c), '', { path: '/', httpOnly: true, secure: !isLocal(c), sameSite: 'Lax', maxAge: 0 });
}
