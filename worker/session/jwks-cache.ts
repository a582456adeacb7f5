import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { UpstreamService } from '../../src/lib/upstream';
import { getJwks } from '../../src/lib/upstream/auth/get-jwks';

const FRESH_MS = 10 * 60_000;
/** An unknown kid may mean the auth service rotated its key; look again, but not more often. */
const REFETCH_MIN_INTERVAL_MS = 30_000;

interface CachedKeys {
  getKey: JWTVerifyGetKey;
  kids: Set<string>;
  fetchedAt: number;
}

// Per isolate: a cache for speed only. Correctness never depends on it (a miss refetches).
let cached: CachedKeys | undefined;

async function fetchKeys(auth: UpstreamService): Promise<CachedKeys> {
  const jwks = await getJwks(auth);
  const keySet = jwks as unknown as JSONWebKeySet;
  cached = {
    getKey: createLocalJWKSet(keySet),
    kids: new Set(keySet.keys.map((key) => key.kid).filter((kid): kid is string => typeof kid === 'string')),
    fetchedAt: Date.now(),
  };
  return cached;
}

/**
 * The auth service's verification keys, cached per isolate. A token naming a kid we do not know
 * triggers one refetch (key rotation); a forged kid cannot make us refetch more than every 30 s.
 */
export async function getVerificationKey(auth: UpstreamService, kid: string | undefined): Promise<JWTVerifyGetKey> {
  const now = Date.now();
  let keys = cached && now - cached.fetchedAt < FRESH_MS ? cached : await fetchKeys(auth);
  if (kid && !keys.kids.has(kid) && now - keys.fetchedAt > REFETCH_MIN_INTERVAL_MS) keys = await fetchKeys(auth);
  return keys.getKey;
}
