import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';
import { ApiError } from './api-error';

let env: { AUTH_SIGNING_JWK: string; AUTH_ISSUER: string; AUTH_AUDIENCE: string };
const subject = {
  userId: 'U-0001',
  version: 2,
  customerPermissions: [{ role: 'USER' as const, customerId: 'C-1001', permissionDenies: [] }],
  sid: 'a'.repeat(22),
};
const claims = { version: 2, customerPermissions: subject.customerPermissions, sid: subject.sid };

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  env = { AUTH_SIGNING_JWK: JSON.stringify(jwk), AUTH_ISSUER: 'https://auth.test', AUTH_AUDIENCE: 'shop' };
});

const now = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('round-trips the subject, with kid in the header and a 15-minute life', async () => {
    const token = await signAccessToken(subject, env);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))));
    expect(header).toMatchObject({ alg: 'ES256', kid: 'test-key' });
    expect(payload).toMatchObject({ sub: 'U-0001', iss: 'https://auth.test', aud: 'shop', version: 2, sid: subject.sid });
    expect(payload.exp - payload.iat).toBe(900);
    expect(await verifyAccessToken(token, env)).toEqual(subject);
  });

  it('rejects alg none, HS256, expired, foreign audience or issuer and tampered tokens', async () => {
    const unsecured = new UnsecuredJWT(claims).setSubject('U-0001').setIssuer(env.AUTH_ISSUER).setAudience('shop').setIssuedAt().setExpirationTime('5m').encode();
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject('U-0001').setIssuer(env.AUTH_ISSUER).setAudience('shop').setIssuedAt().setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const expired = await signAccessToken(subject, env, new Date(Date.now() - 16 * 60 * 1000));
    const otherAudience = await signAccessToken(subject, { ...env, AUTH_AUDIENCE: 'other' });
    const otherIssuer = await signAccessToken(subject, { ...env, AUTH_ISSUER: 'https://evil.test' });
    const good = await signAccessToken(subject, env);
    const tampered = good.replace(/\.[^.]+\./, `.${btoa(JSON.stringify({ sub: 'U-0004', iat: now(), exp: now() + 900 })).replace(/=+$/, '')}.`);
    for (const token of [unsecured, hs256, expired, otherAudience, otherIssuer, tampered, 'not-a-token', '']) {
      expect(await verifyAccessToken(token, env)).toBeNull();
    }
  });

  it('refuses to work with a missing or non-ES256 signing key', async () => {
    await expect(signAccessToken(subject, { ...env, AUTH_SIGNING_JWK: '' })).rejects.toBeInstanceOf(ApiError);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const rsa = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'rsa', alg: 'RS256' });
    await expect(signAccessToken(subject, { ...env, AUTH_SIGNING_JWK: rsa })).rejects.toBeInstanceOf(ApiError);
  });

  it('during a key rotation accepts tokens of the previous key until it is removed; only the current key signs', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const next = JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'next-key', alg: 'ES256', use: 'sig' });
    const signedBefore = await signAccessToken(subject, env);
    const rotating = { ...env, AUTH_SIGNING_JWK: next, AUTH_SIGNING_JWK_PREVIOUS: env.AUTH_SIGNING_JWK };
    expect(await verifyAccessToken(signedBefore, rotating)).toEqual(subject);
    const signedAfter = await signAccessToken(subject, rotating);
    expect(JSON.parse(atob(signedAfter.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).kid).toBe('next-key');
    expect(await verifyAccessToken(signedAfter, rotating)).toEqual(subject);
    // Rotation finished: the previous key is gone, and so are its tokens.
    expect(await verifyAccessToken(signedBefore, { ...env, AUTH_SIGNING_JWK: next })).toBeNull();
  });
});
