import { importJWK, SignJWT } from 'jose';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { readDevSigningKey } from '../../scripts/lib/dev-keys.mjs';

export interface TestTokenOptions {
  sub?: string;
  role?: 'USER' | 'BUYER_ADMIN' | 'SELLER_ADMIN' | 'SITE_ADMIN';
  customerId?: string;
  permissionDenies?: string[];
  version?: number;
  expiresInSeconds?: number;
  /** The sign-in id claim; null leaves it out (the auth service then refuses the token). */
  sid?: string | null;
  issuer?: string;
  audience?: string;
  /** Seconds from now before which the token is not valid (nbf). */
  notBeforeInSeconds?: number;
}

/**
 * An access token exactly as the embedded auth service signs it (same development key, issuer and
 * audience), for tests that need a signed-in visitor without going through the sign-in form.
 */
export async function signTestAccessToken(options: TestTokenOptions = {}): Promise<string> {
  const jwk = readDevSigningKey();
  const key = await importJWK(jwk, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    version: options.version ?? 2,
    ...(options.sid === null ? {} : { sid: options.sid ?? 'test-session-0001' }),
    customerPermissions: [
      { role: options.role ?? 'USER', customerId: options.customerId ?? 'C-1001', permissionDenies: options.permissionDenies ?? [] },
    ],
  })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setSubject(options.sub ?? 'U-0001')
    .setIssuer(options.issuer ?? 'https://auth.shop.local')
    .setAudience(options.audience ?? 'shop')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 900))
    .setNotBefore(now + (options.notBeforeInSeconds ?? 0))
    .sign(key);
}

/** The Cookie header a signed-in browser sends in local development. */
export const sessionCookie = (token: string) => `access_token=${token}`;
