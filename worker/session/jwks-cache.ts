import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { UpstreamService } from '../../src/lib/upstream';
import { getJwks } from '../../src/lib/upstream/auth/get-jwks';

const FRESH_MS = 10 * 60_000;
/** An unknown kid may mean the auth service rotated its key; look again, but not more often. */
const REFETCH_MIN_INTERVAL_MS = 30_000;
/** After a failed fetch, pages do not wait on the same stalled service again for a while. */
const RETRY_AFTER_FAILURE_MS = 5000;

/** The auth service's keys could not be had: nothing can be verified now (not "invalid"). */
export class VerificationKeysUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the auth service keys are unavailable', cause === undefined ? undefined : { cause });
    this.name = 'VerificationKeysUnavailableError';
  }
}

interface CachedKeys {
  getKey: JWTVerifyGetKey;
  kids: Set<string>;
  fetchedAt: number;
}

// Per isolate: a cache for speed only. Correctness never depends on it (a miss refetches).
let cached: CachedKeys | undefined;
let failedAt: number | undefined;

async function fetchKeys(auth: UpstreamService, now: number): Promise<CachedKeys> {
  if (failedAt !== undefined && now - failedAt < RETRY_AFTER_FAILURE_MS) throw new VerificationKeysUnavailableError();
  try {
    const jwks = await getJwks(auth);
    const keySet = jwks as unknown as JSONWebKeySet;
    failedAt = undefined;
    cached = {
      getKey: createLocalJWKSet(keySet),
      kids: new Set(keySet.keys.map((key) => key.kid).filter((kid): kid is string => typeof kid === 'string')),
      fetchedAt: now,
    };
    return cached;
  } catch (error) {
    failedAt = now;
    throw new VerificationKeysUnavailableError(error);
  }
}

/**
 * The auth service's verification keys, cached per isolate. A token naming a kid we do not know
 * triggers one refetch (key rotation); a forged kid cannot make us refetch more than every 30 s.
 * When the service cannot be reached, keys that are past their freshness still serve (they only
 * age by rotation); with none at all, or with an unknown kid we could not look up, this throws
 * VerificationKeysUnavailableError, which means "cannot tell", never "signed out for good".
 */
export async function getVerificationKey(auth: UpstreamService, kid: string | undefined): Promise<JWTVerifyGetKey> {
  const now = Date.now();
  let keys = cached;
  if (!keys || now - keys.fetchedAt >= FRESH_MS) {
    const stale = keys;
    keys = await fetchKeys(auth, now).catch((error: unknown) => {
      if (stale) return stale;
      throw error;
    });
  }
  if (kid && !keys.kids.has(kid) && now - keys.fetchedAt > REFETCH_MIN_INTERVAL_MS) keys = await fetchKeys(auth, now);
  return keys.getKey;
}
