import { describe, expect, it } from 'vitest';
import { flashKey, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';
import { signTestAccessToken } from '../support/tokens';

// Issue 11, sessions: parallel requests of one browser (two tabs, a prefetch) may present the same
// refresh token moments apart. Only one rotates it; the others are inside the 5-second grace and
// must stay signed in without touching the browser's cookies (docs/decisions/006, 012).

const setCookies = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat();
const cleared = (res: ShopResponse) => setCookies(res).filter((line) => /^(access_token|refresh_token)=;/.test(line) || /^(access_token|refresh_token)=[^;]*;.*Max-Age=0/i.test(line));
const newRefreshToken = (res: ShopResponse) => setCookies(res).find((line) => /^refresh_token=[^;]+/.test(line))?.split(';')[0];
/** /mina-sidor needs a session: 200 signed in, 302 to the front page signed out. */
const signedIn = (res: ShopResponse) => res.status === 200;

/**
 * Many requests at once through the edge: a cheap route that tells whether the request was signed
 * in (clearing the customer choice answers 'context.cleared', or 'errors.please_login'), so the
 * requests reach the auth service moments apart as a browser's do, not queued behind page renders.
 */
const parallel = (cookie: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      shopRequest('/api/session/context', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', cookie },
        body: 'clear=1',
      }),
    ),
  );
const signedOutIn = (answers: ShopResponse[]) => answers.filter((res) => flashKey(res) !== 'context.cleared').length;

async function refreshOnlyBrowser(username: string) {
  const { jar } = await signInAs(username);
  // An access token that has expired (or was never stored): the next request must refresh.
  jar.delete('access_token');
  return jar.header();
}

describe('the refresh grace window', () => {
  it('a late request with the rotated refresh token and no access token stays signed in (4 in sequence)', async () => {
    const cookie = await refreshOnlyBrowser('anna.andersson@demo.example');
    const first = await shopRequest('/mina-sidor', { headers: { cookie } });
    expect(signedIn(first)).toBe(true);
    expect(newRefreshToken(first)).toBeTruthy();
    const late = [];
    for (let i = 0; i < 4; i++) late.push(await shopRequest('/mina-sidor', { headers: { cookie } }));
    expect(late.filter((res) => !signedIn(res)).length, 'signed out').toBe(0);
    expect(late.filter((res) => cleared(res).length > 0).length, 'cookies cleared').toBe(0);
    // Only the first request rotated: the late ones leave the refresh cookie to it.
    expect(late.filter((res) => newRefreshToken(res)).length).toBe(0);
    const next = await shopRequest('/mina-sidor', { headers: { cookie: `${newRefreshToken(first)}` } });
    expect(signedIn(next)).toBe(true);
  });

  it('a late request that still has a valid access token keeps using it', async () => {
    const { jar } = await signInAs('bo.berg@demo.example');
    // Expiring within the refresh margin, so every request tries to refresh.
    const expiring = await signTestAccessToken({ sub: 'U-0002', expiresInSeconds: 30, sid: jar.get('refresh_token')!.split('.')[0]! });
    const cookie = `access_token=${expiring}; refresh_token=${jar.get('refresh_token')}`;
    const first = await shopRequest('/mina-sidor', { headers: { cookie } });
    expect(newRefreshToken(first)).toBeTruthy();
    const late = await shopRequest('/mina-sidor', { headers: { cookie } });
    expect(signedIn(late)).toBe(true);
    expect(late.body).toContain('Bo');
    expect(setCookies(late).filter((line) => /^(access_token|refresh_token)=/.test(line))).toEqual([]);
  });

  it('24 parallel requests with one refresh token: one rotates, none signs the browser out', async () => {
    const cookie = await refreshOnlyBrowser('erik.ek@demo.example');
    const answers = await parallel(cookie, 24);
    const signedOut = signedOutIn(answers);
    const clearing = answers.filter((res) => cleared(res).length > 0).length;
    const rotated = answers.map(newRefreshToken).filter(Boolean);
    expect({ signedOut, clearing, rotated: rotated.length }).toEqual({ signedOut: 0, clearing: 0, rotated: 1 });
    // The family is intact: the winner's refresh token goes on working.
    expect(signedIn(await shopRequest('/mina-sidor', { headers: { cookie: `${rotated[0]}` } }))).toBe(true);
  });

  it('24 parallel requests with an expiring access token: every one stays signed in, the sign-in survives', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    const expiring = await signTestAccessToken({ sub: 'U-0005', expiresInSeconds: 30, sid: jar.get('refresh_token')!.split('.')[0]! });
    const cookie = `access_token=${expiring}; refresh_token=${jar.get('refresh_token')}`;
    const answers = await parallel(cookie, 24);
    const rotated = answers.map(newRefreshToken).filter(Boolean);
    const signedOut = signedOutIn(answers);
    const clearing = answers.filter((res) => cleared(res).length > 0).length;
    expect({ signedOut, clearing, rotated: rotated.length }).toEqual({ signedOut: 0, clearing: 0, rotated: 1 });
    expect(signedIn(await shopRequest('/mina-sidor', { headers: { cookie: `${rotated[0]}` } }))).toBe(true);
  });
});
