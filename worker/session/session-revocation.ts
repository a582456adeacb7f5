import type { Context } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * The edge's short-lived list of ended sign-ins (decision 012), in the shop's CACHE KV namespace:
 * one entry per revoked refresh-token family, kept as long as an access token of it can still be
 * valid. The edge writes it at sign-out and when a refresh reveals a replayed refresh token; the
 * session middleware reads it for every verified token. The services keep their own list in D1,
 * so nothing depends on this one alone.
 */
const KEY_PREFIX = 'revoked-session:';
/** An access token lives 15 minutes; a minute more covers clock skew between the workers. */
const KEEP_SECONDS = 16 * 60;
const MAX_ID_LENGTH = 128;

const keyOf = (signInId: string) => `${KEY_PREFIX}${signInId}`;

export async function isSignInRevoked(c: Context<ShopEnv>, signInId: string | undefined): Promise<boolean> {
  if (!signInId || signInId.length > MAX_ID_LENGTH) return false;
  try {
    return (await c.env.CACHE.get(keyOf(signInId))) !== null;
  } catch {
    // KV unreachable: the services still refuse a revoked token on the first call.
    return false;
  }
}

export async function recordSignInRevoked(c: Context<ShopEnv>, signInId: string | undefined): Promise<void> {
  if (!signInId || signInId.length > MAX_ID_LENGTH) return;
  await c.env.CACHE.put(keyOf(signInId), String(Date.now()), { expirationTtl: KEEP_SECONDS }).catch(() => undefined);
}
