import { describe, expect, it } from 'vitest';
import { flashKey } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// The consent banner is in the server's HTML; pressed before its scripts run, its quick answers
// post to /api/consent (worker/routes/consent-choice.ts), which keeps them in the banner's cookie.
const FROM_PAGE = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', referer: 'http://localhost/kategorier/el?sida=2' };

const answer = (body: string, headers: Record<string, string> = FROM_PAGE) => shopRequest('/api/consent', { method: 'POST', headers, body });
const consentCookie = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('consent-groups='));

describe('a consent answer posted before the scripts run', () => {
  it('"Godkänn alla" keeps every group for a year in a cookie scripts can read, and goes back to the page', async () => {
    const res = await answer('consent=all');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kategorier/el?sida=2');
    const cookie = consentCookie(res);
    expect(cookie).toMatch(/^consent-groups=C0001\.C0002\.C0003\.C0004;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('"Endast nödvändiga" keeps only the necessary group', async () => {
    expect(consentCookie(await answer('consent=necessary'))).toMatch(/^consent-groups=C0001;/);
  });

  it.each(['', 'consent=everything', 'consent=C0002'])('refuses %j with a message and sets nothing', async (body) => {
    const res = await answer(body);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kategorier/el?sida=2');
    expect(flashKey(res)).toBe('errors.bad_request');
    expect(consentCookie(res)).toBeUndefined();
  });

  it('goes to the front page when the page it came from is not ours', async () => {
    const res = await answer('consent=all', { ...FROM_PAGE, referer: 'http://evil.example/x' });
    expect(res.headers.location).toBe('/');
    expect(consentCookie(res)).toBeDefined();
  });
});
