import { describe, expect, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { claimsOf, flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { signTestAccessToken } from '../support/tokens';

// Issue 11, sessions: an ended sign-in stops opening pages within seconds (decision 012), and
// /api/session/expired cannot be used by another site to sign the buyer out.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setCookies = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat();
const clears = (res: ShopResponse, name: string) => setCookies(res).some((line) => line.startsWith(`${name}=;`) && /Max-Age=0/i.test(line));
const location = (res: ShopResponse) => new URL(String(res.headers.location), 'http://localhost').pathname;

describe('after sign-out', () => {
  it('a copy of the old access token opens no page: the edge ends it at once', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const copy = `access_token=${jar.get('access_token')}`;
    expect((await shopRequest('/mina-sidor', { headers: { cookie: copy } })).status).toBe(200);
    await postForm('/api/session/sign-out', {}, jar);
    for (const path of ['/mina-sidor', '/cart']) {
      const res = await shopRequest(path, { headers: { cookie: copy } });
      expect(res.status).toBe(302);
      expect(location(res)).toBe('/logga-in');
      expect(clears(res, 'access_token')).toBe(true);
    }
  });

  it('the sign-in the user makes next is not affected', async () => {
    const first = await signInAs('bo.berg@demo.example');
    const second = await signInAs('bo.berg@demo.example');
    await postForm('/api/session/sign-out', {}, first.jar);
    expect((await getWith(second.jar, '/mina-sidor')).status).toBe(200);
  });
});

// Each of these waits out the refresh grace (5 s) on a sign-in of its own: they run side by side.
describe.concurrent('after a replayed refresh token revoked the sign-in', () => {
  it('the victim’s current access token stops at once (the services refuse it)', async () => {
    const { jar } = await signInAs('carl.carlsson@demo.example');
    const stolen = jar.get('refresh_token')!;
    jar.delete('access_token');
    await getWith(jar, '/');
    const victim = `access_token=${jar.get('access_token')}`;
    await sleep(5300);
    await getWith(new CookieJar().set('refresh_token', stolen), '/');
    // No access token came with the replay, so the edge could not list the sign-in; the first
    // service call of the page is refused and ends the session.
    const res = await shopRequest('/mina-sidor', { headers: { cookie: victim } });
    expect(res.status).not.toBe(200);
    expect(['/', '/logga-in', '/api/session/expired']).toContain(location(res));
  });

  it('with the sign-in named by the replay, the edge refuses the other access tokens itself', async () => {
    const { jar } = await signInAs('site.admin@demo.example');
    const stolen = jar.get('refresh_token')!;
    const stolenAccess = jar.get('access_token')!;
    jar.delete('access_token');
    await getWith(jar, '/');
    const victim = `access_token=${jar.get('access_token')}`;
    expect(claimsOf(jar.get('access_token')).fam).toBe(claimsOf(stolenAccess).fam);
    await sleep(5300);
    // The thief's copy: an access token about to expire (so it refreshes) and the rotated refresh token.
    const expiring = await signTestAccessToken({ sub: 'U-0004', role: 'SITE_ADMIN', expiresInSeconds: 30, sid: stolen.split('.')[0]! });
    const replay = await shopRequest('/mina-sidor', { headers: { cookie: `access_token=${expiring}; refresh_token=${stolen}` } });
    expect(replay.status).toBe(302);
    const res = await shopRequest('/mina-sidor', { headers: { cookie: victim } });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/logga-in');
    expect(clears(res, 'access_token')).toBe(true);
  });
});

describe('/api/session/expired', () => {
  it('from another site: a redirect, and the buyer stays signed in', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/page' }]) {
      const res = await shopRequest('/api/session/expired', { headers: { cookie: jar.header(), ...headers } });
      expect(res.status).toBe(303);
      expect(location(res)).toBe('/');
      expect(clears(res, 'access_token') || clears(res, 'refresh_token')).toBe(false);
      expect(flashKey(res)).toBeUndefined();
    }
    expect((await getWith(jar, '/mina-sidor')).status).toBe(200);
  });

  it('from our own pages: the session ends with "Vänligen logga in"', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { referer: 'http://localhost/cart' }]) {
      const { jar } = await signInAs('dana.dahl@demo.example');
      const ended = await shopRequest('/api/session/expired', { headers: { cookie: jar.header(), ...headers } });
      expect(flashKey(ended)).toBe('errors.please_login');
      expect(clears(ended, 'access_token')).toBe(true);
      expect(clears(ended, 'refresh_token')).toBe(true);
    }
  });
});
