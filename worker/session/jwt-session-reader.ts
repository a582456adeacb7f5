import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { upstreamService } from '../../src/lib/upstream';
import type { SessionReader } from '../middleware/session';
import type { ShopEnv } from '../shop-env';
import { AccessTokenClaimsSchema, sessionFromClaims } from './access-token-claims';
import { getVerificationKey } from './jwks-cache';

const MAX_TOKEN_LENGTH = 8192;

/** `__Host-` pins the cookie to our host over HTTPS; plain http://localhost cannot use it. */
export const accessCookieName = (c: Context<ShopEnv>) => (c.env.ENVIRONMENT === 'development' ? 'access_token' : '__Host-access_token');

/**
 * Reads the access token from its HttpOnly cookie and verifies it with jose: ES256 only, the auth
 * service's JWKS, issuer, audience, expiry. Anything wrong means "signed out", never an error.
 */
export const jwtSessionReader: SessionReader = async (c) => {
  const token = getCookie(c, accessCookieName(c));
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { kid } = decodeProtectedHeader(token);
    const getKey = await getVerificationKey(upstreamService(c.env, 'auth'), kid);
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['ES256'],
      issuer: c.env.AUTH_ISSUER,
      audience: c.env.AUTH_AUDIENCE,
    });
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    return claims.success ? sessionFromClaims(claims.data) : null;
  } catch {
    return null;
  }
};
