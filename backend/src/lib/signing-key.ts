import { importJWK, type JWK } from 'jose';
import { z } from 'zod';
import { ApiError } from './api-error';

/** AUTH_SIGNING_JWK: a private P-256 key for ES256, with the kid that tokens name in their header. */
const SigningJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1),
  alg: z.literal('ES256'),
  use: z.literal('sig').optional(),
});

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** What /.well-known/jwks.json publishes: the public half only. */
  publicJwk: JWK & { kid: string; alg: 'ES256'; use: 'sig' };
}

// Importing a key costs a little on every request otherwise; the cache is keyed by the secret's
// text, so a rotated secret simply gets a new entry and correctness never depends on it.
const cache = new Map<string, Promise<SigningKeys>>();

async function importSigningKeys(jwkText: string): Promise<SigningKeys> {
  let json: unknown;
  try {
    json = JSON.parse(jwkText);
  } catch {
    json = null;
  }
  const parsed = SigningJwkSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(500, 'auth_not_configured', 'Signing key is not configured');
  const { kty, crv, x, y, d, kid } = parsed.data;
  const publicJwk = { kty, crv, x, y, kid, alg: 'ES256' as const, use: 'sig' as const };
  const privateKey = await importJWK({ kty, crv, x, y, d }, 'ES256');
  const publicKey = await importJWK({ kty, crv, x, y }, 'ES256');
  if (!(privateKey instanceof CryptoKey) || !(publicKey instanceof CryptoKey)) {
    throw new ApiError(500, 'auth_not_configured', 'Signing key is not configured');
  }
  return { kid, privateKey, publicKey, publicJwk };
}

export function loadSigningKeys(jwkText: string | undefined): Promise<SigningKeys> {
  const text = jwkText ?? '';
  let keys = cache.get(text);
  if (!keys) {
    keys = importSigningKeys(text);
    keys.catch(() => cache.delete(text));
    cache.set(text, keys);
  }
  return keys;
}

/**
 * The keys a token may be verified with: the current one and, during a rotation, the previous
 * one (AUTH_SIGNING_JWK_PREVIOUS), so tokens signed just before the switch stay valid until they
 * expire. Only the current key ever signs.
 */
export async function loadVerificationKeys(current: string | undefined, previous: string | undefined): Promise<SigningKeys[]> {
  const keys = [await loadSigningKeys(current)];
  if (previous) {
    const old = await loadSigningKeys(previous);
    if (old.kid !== keys[0]!.kid) keys.push(old);
  }
  return keys;
}
