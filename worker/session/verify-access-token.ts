import type { Context } from 'hono';
import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { AccessTokenClaimsSchema, type AccessTokenClaims } from './access-token-claims';
import { getVerificationKey, VerificationKeysUnavailableError } from './jwks-cache';
import { servicesOf } from '../../src/lib/request/request-context';

const MAX_TOKEN_LENGTH = 8192;

/**
 * What the edge can say about an access token:
 * - valid: signed by the auth service, for us, current;
 * - expired: signed by the auth service but past its expiry (its claims still name the sign-in,
 *   which a revocation needs; they open nothing);
 * - invalid: anything else wrong (alg none, HS256, tampering, unknown kid, garbage);
 * - unavailable: the auth service's keys could not be fetched, so nothing can be told now.
 */
export type TokenCheck =
  | { status: 'valid'; claims: AccessTokenClaims }
  | { status: 'expired'; claims: AccessTokenClaims }
  | { status: 'invalid' }
  | { status: 'unavailable' };

/** Verifies an access token with jose: ES256 only, the auth service's JWKS, issuer, audience and expiry, then the claim shapes. */
export async function checkAccessToken(c: Context<ShopEnv>, token: string): Promise<TokenCheck> {
  if (token.length > MAX_TOKEN_LENGTH) return { status: 'invalid' };
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    if (alg !== 'ES256') return { status: 'invalid' };
    const getKey = await getVerificationKey(servicesOf(c).auth, kid);
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['ES256'],
      issuer: c.env.AUTH_ISSUER,
      audience: c.env.AUTH_AUDIENCE,
    });
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    return claims.success ? { status: 'valid', claims: claims.data } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof VerificationKeysUnavailableError) return { status: 'unavailable' };
    // jose checks the signature, issuer and audience before the expiry, so an expired token's
    // payload is one the auth service signed for us.
    if (error instanceof errors.JWTExpired) {
      const claims = AccessTokenClaimsSchema.safeParse(error.payload);
      return claims.success ? { status: 'expired', claims: claims.data } : { status: 'invalid' };
    }
    return { status: 'invalid' };
  }
}

/** The claims of a valid token, or null for anything else (callers treat it as "signed out"). */
export async function verifyAccessToken(c: Context<ShopEnv>, token: string): Promise<AccessTokenClaims | null> {
  const check = await checkAccessToken(c, token);
  return check.status === 'valid' ? check.claims : null;
}
