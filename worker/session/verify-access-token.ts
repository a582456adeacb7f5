import type { Context } from 'hono';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims';
import { getVerificationKey } from './jwks-cache';
import { servicesOf } from '../../src/lib/request/request-context';

const MAX_TOKEN_LENGTH = 8192;

/**
 * Verifies an access token with jose: ES256 only, the auth service's JWKS, issuer, audience and
 * expiry, then the claim shapes. Anything wrong (alg none, HS256, tampering, unknown kid, garbage)
 * gives null, which callers treat as "signed out".
 */
export async function verifyAccessToken(c: Context<ShopEnv>, token: string): Promise<AccessTokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    if (alg !== 'ES256') return null;
    const getKey = await getVerificationKey(servicesOf(c).auth, kid);
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['ES256'],
      issuer: c.env.AUTH_ISSUER,
      audience: c.env.AUTH_AUDIENCE,
    });
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
