import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { claimsOf, flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';
import { sessionCookie, signTestAccessToken } from '../support/tokens';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in', () => {
  it('signs anna in: HttpOnly token cookies, then her name and company in the header', async () => {
    const { jar, res } = await signInAs('anna.andersson@demo.example');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    for (const name of ['access_token', 'refresh_token', 'customer_context']) {
      expect(cookies.find((cookie) => cookie.startsWith(`${name}=`))).toMatch(/HttpOnly/);
    }
    expect(cookies.join('\n')).toMatch(/SameSite=Lax/);
    const page = await getWith(jar, '/');
    expect(page.body).toContain('Anna Andersson');
    expect(page.body).toContain('Bygg &amp; El Norr AB');
    expect(page.body).not.toContain(jar.get('access_token'));
  });

  it('gives the same message for an unknown user and a wrong password', async () => {
    const wrong = await signInAs('anna.andersson@demo.example', 'fel-losenord1');
    const unknown = await signInAs('ingen.alls@demo.example', 'fel-losenord1');
    for (const res of [wrong, unknown].map((attempt) => attempt.res)) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/logga-in?returnTo=%2F');
      expect(flashKey(res)).toBe('errors.invalid_credentials');
      expect([res.headers['set-cookie'] ?? []].flat().some((c) => c.startsWith('access_token='))).toBe(false);
    }
  });

  it('limits attempts per user with a clear message', async () => {
    let last;
    for (let attempt = 0; attempt < 7; attempt++) last = await signInAs('lasvagg@demo.example', `gissning${attempt}A`);
    expect(flashKey(last!.res)).toBe('errors.too_many_attempts');
  });

  it('answers over-long or malformed credentials with a message, not an error', async () => {
    const res = await postForm('/api/session/sign-in', { username: 'a'.repeat(5000), password: 'x' });
    expect(res.status).toBe(303);
    expect(flashKey(res)).toBe('errors.credentials_too_long');
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await shopRequest('/api/session/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'username=anna.andersson%40demo.example&password=Demo1234!',
    });
    expect(flashKey(res)).toBe('errors.forbidden_origin');
    expect([res.headers['set-cookie'] ?? []].flat().some((c) => c.startsWith('access_token='))).toBe(false);
  });

  it('only follows same-site return addresses', async () => {
    const jar = new CookieJar();
    const res = await postForm('/api/session/sign-in', { username: 'bo.berg@demo.example', password: 'Demo1234!', returnTo: '//evil.example/x' }, jar);
    expect(res.headers.location).toBe('/');
  });

  it('asks nils for a new password, checks it, then signs him in', async () => {
    const { jar, res } = await signInAs('nils.ny@demo.example');
    expect(res.headers.location).toBe('/logga-in/nytt-losenord?returnTo=%2F');
    expect(jar.get('sign_in_challenge')).toBeTruthy();
    expect(jar.get('access_token')).toBeUndefined();
    const weak = await postForm('/api/session/new-password', { newPassword: 'kort', confirmPassword: 'kort' }, jar);
    expect(flashKey(weak)).toBe('errors.password_policy');
    const differ = await postForm('/api/session/new-password', { newPassword: 'NyttLosen123', confirmPassword: 'NyttLosen124' }, jar);
    expect(flashKey(differ)).toBe('errors.passwords_differ');
    const done = await postForm('/api/session/new-password', { newPassword: 'NyttLosen123', confirmPassword: 'NyttLosen123' }, jar);
    expect(done.headers.location).toBe('/');
    expect(jar.get('access_token')).toBeTruthy();
    expect((await getWith(jar, '/')).body).toContain('Nils');
  });
});

describe('refresh at the edge', () => {
  it('renews a missing or expiring access token with the refresh token', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    const firstRefresh = jar.get('refresh_token');
    jar.delete('access_token');
    const page = await getWith(jar, '/mina-sidor');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Bo');
    expect(jar.get('access_token')).toBeTruthy();
    expect(jar.get('refresh_token')).not.toBe(firstRefresh);
  });

  it('replaces a version-1 token by signing in again with the refresh token', async () => {
    const { jar } = await signInAs('vera.version@demo.example');
    expect(claimsOf(jar.get('access_token')).version).toBe(1);
    await getWith(jar, '/');
    expect(claimsOf(jar.get('access_token')).version).toBe(2);
  });

  it('ends the session when a refresh token comes back after it was used', async () => {
    const { jar } = await signInAs('carl.carlsson@demo.example');
    const stolen = jar.get('refresh_token')!;
    jar.delete('access_token');
    await getWith(jar, '/');
    const current = jar.get('refresh_token')!;
    await sleep(5300);
    const thief = new CookieJar().set('refresh_token', stolen);
    const replay = await getWith(thief, '/cart');
    expect(replay.status).toBe(302);
    // The replay revoked the whole sign-in, the victim's current token included.
    const victim = new CookieJar().set('refresh_token', current);
    expect((await getWith(victim, '/cart')).status).toBe(302);
  });
});

describe('401 from a service and sign-out', () => {
  it('a token a service refuses ends the session with "Vänligen logga in"', async () => {
    const token = await signTestAccessToken({ sid: null });
    const page = await shopRequest('/mina-sidor', { headers: { cookie: sessionCookie(token) } });
    expect(page.status).toBe(307);
    expect(new URL(String(page.headers.location), 'http://localhost').pathname).toBe('/api/session/expired');
    const expired = await shopRequest('/api/session/expired', { headers: { cookie: sessionCookie(token) } });
    expect(expired.status).toBe(303);
    expect(expired.headers.location).toBe('/');
    expect(flashKey(expired)).toBe('errors.please_login');
    expect([expired.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('access_token='))).toMatch(/Max-Age=0/);
  });

  it('sign-out clears the cookies and revokes the refresh token', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    const refresh = jar.get('refresh_token')!;
    const out = await postForm('/api/session/sign-out', {}, jar);
    expect(out.headers.location).toBe('/');
    expect(flashKey(out)).toBe('auth.signedOut');
    expect(jar.get('access_token')).toBeUndefined();
    expect(jar.get('refresh_token')).toBeUndefined();
    expect((await getWith(new CookieJar().set('refresh_token', refresh), '/cart')).status).toBe(302);
  });
});

/** The header's line under the buyer's name: the customer, and the project when there is one. */
const companyLine = (html: string) => /<span class="account-menu__company">([^<]*)<\/span>/.exec(html)?.[1];

describe('customer and project context', () => {
  it('switches customer, survives reloads and a new sign-in, and can be cleared', async () => {
    const { jar } = await signInAs('gustav.gran@demo.example');
    expect((await getWith(jar, '/')).body).toContain('Bygg &amp; El Norr AB');
    const switched = await postForm('/api/session/context', { context: 'C-2001|', returnTo: '/kampanjer' }, jar);
    expect(switched.headers.location).toBe('/kampanjer');
    expect(flashKey(switched)).toBe('context.changed');
    expect((await getWith(jar, '/')).body).toContain('Industriservice Syd AB');
    await postForm('/api/session/sign-out', {}, jar);
    const again = await postForm('/api/session/sign-in', { username: 'gustav.gran@demo.example', password: 'Demo1234!' }, jar);
    expect(again.status).toBe(303);
    expect((await getWith(jar, '/')).body).toContain('Industriservice Syd AB');
    // Cleared: back to his profile's defaults, the customer and its project, as at sign-in.
    const cleared = await postForm('/api/session/context', { clear: '1' }, jar);
    expect(flashKey(cleared)).toBe('context.cleared');
    expect(companyLine((await getWith(jar, '/')).body)).toBe('Bygg &amp; El Norr AB · Skolan i Skellefteå');
  });

  it('refuses a customer the user does not have', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const res = await postForm('/api/session/context', { context: 'C-2001|' }, jar);
    expect(flashKey(res)).toBe('errors.forbidden_action');
    expect((await getWith(jar, '/')).body).toContain('Bygg &amp; El Norr AB');
  });
});
