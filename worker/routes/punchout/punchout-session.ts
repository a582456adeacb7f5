import type { Context } from 'hono';
import { readPunchoutSettings } from '../../session/punchout-settings';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

/**
 * Whether this request is a punch-out session (detectUiMode's isPunchoutSession): saved settings
 * that belong to the user of the session the session middleware has verified (and refreshed).
 * Signing out, or a normal sign-in by someone else in the same browser, therefore ends PUNCHOUT
 * mode, while the settings stay saved for the next entry. Call it after the session middleware.
 */
export function isPunchoutSession(c: Context<ShopEnv>): boolean {
  const settings = readPunchoutSettings(c);
  return settings !== undefined && c.var.session?.userId === settings.userId;
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
