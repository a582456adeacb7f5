import { importJWK, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { readDevSigningKey } from '../../../scripts/lib/dev-keys.mjs';
import { authApi, expectError, ISSUER } from '../../support/backend-auth-api';

// Contract tests of the embedded auth service's sign-ins after the first (spec point 7): refresh
// token rotation, logout, the bearer middleware every service shares, and the JSON 404.
const { api, signIn, tokenOf } = authApi(21);

describe('refresh tokens and logout', () => {
  it('rotates on every use and revokes the family when a rotated token comes back', async () => {
    const first = await signIn('anna.andersson@demo.example');
    const second = await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.RefreshToken).not.toBe(first.RefreshToken);
    const claims = JSON.parse(Buffer.from(second.body.AccessToken.split('.')[1], 'base64url').toString());
    expect(claims.sid).toBe(second.body.RefreshToken.split('.')[0]);
    // A parallel request with the same token moments later is told to wait, and revokes nothing.
    expectError(await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } }), 409, 'refresh_in_progress');
    await new Promise((resolve) => setTimeout(resolve, 5200));
    expectError(await api('/v2/sessions/', { body: { refreshToken: first.RefreshToken } }), 401, 'refresh_token_reused');
    expectError(await api('/v2/sessions/', { body: { refreshToken: second.body.RefreshToken } }), 401, 'invalid_refresh_token');
  });

  it('refuses unknown, malformed and wrong-secret refresh tokens without revoking', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    const [id] = tokens.RefreshToken.split('.');
    expectError(await api('/v2/sessions/', { body: { refreshToken: `${id}.${'x'.repeat(43)}` } }), 401, 'invalid_refresh_token');
    expectError(await api('/v2/sessions/', { body: { refreshToken: 'nonsense' } }), 401, 'invalid_refresh_token');
    expect((await api('/v2/sessions/', { body: { refreshToken: tokens.RefreshToken } })).status).toBe(200);
  });

  it('logs out by revoking the sign-in, only for its owner', async () => {
    const tokens = await signIn('anna.andersson@demo.example');
    const [id] = tokens.RefreshToken.split('.');
    expectError(await api(`/v2/sessions/${id}`, { method: 'DELETE' }), 401, 'invalid_token');
    expectError(await api(`/v2/sessions/${id}`, { method: 'DELETE', token: await tokenOf('bo.berg@demo.example') }), 404);
    expectError(await api('/v2/sessions/not-an-id', { method: 'DELETE', token: tokens.AccessToken }), 400);
    const out = await api(`/v2/sessions/${id}`, { method: 'DELETE', token: tokens.AccessToken });
    expect(out).toMatchObject({ status: 200, body: { revoked: true } });
    expectError(await api('/v2/sessions/', { body: { refreshToken: tokens.RefreshToken } }), 401, 'invalid_refresh_token');
  });
});

describe('bearer middleware', () => {
  it('rejects alg none, HS256, expired, wrong-audience and missing tokens', async () => {
    const jwk = readDevSigningKey();
    const key = await importJWK(jwk, 'ES256');
    const claims = { version: 2, customerPermissions: [{ role: 'SITE_ADMIN', customerId: 'C-1001', permissionDenies: [] }], sid: 'a'.repeat(22) };
    const now = Math.floor(Date.now() / 1000);
    const build = (options: { aud?: string; iat?: number }) =>
      new SignJWT(claims).setSubject('U-0001').setIssuer(ISSUER).setAudience(options.aud ?? 'shop').setIssuedAt(options.iat ?? now).setExpirationTime((options.iat ?? now) + 900);
    const valid = await build({}).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key);
    const forged = [
      new UnsecuredJWT(claims).setSubject('U-0001').setIssuer(ISSUER).setAudience('shop').setIssuedAt().setExpirationTime('10m').encode(),
      await build({}).setProtectedHeader({ alg: 'HS256', kid: jwk.kid }).sign(new TextEncoder().encode(JSON.stringify(jwk))),
      await build({ iat: now - 3600 }).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key),
      await build({ aud: 'other' }).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key),
    ];
    expect((await api('/v2/users/U-0001', { token: valid })).status).toBe(200);
    for (const token of forged) {
      const answer = await api('/v2/users/U-0001', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { status: 401, code: 'invalid_token', message: 'Invalid token' } });
    }
    expectError(await api('/v2/users/U-0001'), 401, 'invalid_token');
  });
});

describe('error answers', () => {
  it('answers unknown routes with JSON 404', async () => {
    expectError(await api('/v2/nothing-here'), 404, 'not_found');
  });
});
