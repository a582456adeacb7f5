import type { Context } from 'hono';
import { readPunchoutSettings } from '../../session/punchout-settings';
import { readTokenCookies } from '../../session/session-cookies';
import type { ShopEnv } from '../../shop-env';

/** The `sub` of a JWT without verifying it: enough to tell whose session a cookie belongs to. */
function subjectOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as unknown;
    return json && typeof json === 'object' && 'sub' in json && typeof json.sub === 'string' ? json.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The punch-out marker for the UI mode (detectUiMode's isPunchoutSession). The UI-mode
 * middleware runs before the session is verified, so this reads cookies only: saved settings
 * count while the same user's session cookies are there. Signing out, or a normal sign-in by
 * someone else in the same browser, therefore ends PUNCHOUT mode, while the settings stay saved
 * for the next entry. Nothing is trusted on this: the session middleware still verifies the
 * token, and a page without a valid session shows nothing of the user's.
 */
export function isPunchoutSession(c: Context<ShopEnv>): boolean {
  const settings = readPunchoutSettings(c);
  if (!settings) return false;
  const { access, refresh } = readTokenCookies(c);
  // Access token expired (cookie gone) but refresh pending: the same session, refreshed below.
  if (!access) return refresh !== undefined;
  return subjectOf(access) === settings.userId;
}

// Per request: the procurement origin an entry answer (redirect or error page) may be framed by,
// before any settings cookie exists. Keyed by the request object, so it dies with the request.
const entryFrameOrigins = new WeakMap<Request, string>();

export function allowEntryFraming(c: Context<ShopEnv>, origin: string): void {
  entryFrameOrigins.set(c.req.raw, origin);
}

/**
 * For securityHeaders({ frameAncestors }): the procurement system's origin (its HOOK_URL's) may
 * frame a punch-out session; every other page keeps frame-ancestors 'self'.
 */
export function punchoutFrameAncestors(c: Context<ShopEnv>): string[] {
  const entry = entryFrameOrigins.get(c.req.raw);
  if (entry) return [entry];
  if (!isPunchoutSession(c)) return [];
  const settings = readPunchoutSettings(c);
  return settings ? [new URL(settings.callback_url).origin] : [];
}

/** Browsers say when they load us into a frame; an entry from a frame gets frame-ready cookies. */
export const isFramedRequest = (c: Context<ShopEnv>) => ['iframe', 'frame'].includes(c.req.header('sec-fetch-dest') ?? '');
