import { beforeAll, describe, expect, it } from 'vitest';
import { forgedTokens } from '../support/forged-tokens';
import { callServerAction } from '../support/server-action-call';
import { flashKey } from '../support/session-flows';
import { shopRequest } from '../support/shop-client';
import { sessionCookie, signTestAccessToken } from '../support/tokens';

// Every forged token must leave the visitor signed out everywhere the session matters: pages
// (guarded and admin), their RSC payloads, server functions and the session's edge routes. Moved
// here from routes-and-guards ("treats bad tokens as signed out") and session ("token attacks").
let tokens: [string, string][];

beforeAll(async () => {
  tokens = Object.entries(await forgedTokens({ role: 'SITE_ADMIN' }));
});

const cookieFor = (token: string) => ({ cookie: sessionCookie(token) });

describe('forged access tokens', () => {
  it('the genuine token opens the guarded and admin pages (the control)', async () => {
    const genuine = cookieFor(await signTestAccessToken({ role: 'SITE_ADMIN' }));
    expect((await shopRequest('/mina-sidor', { headers: genuine })).status).toBe(200);
    expect((await shopRequest('/anvandare', { headers: genuine })).status).toBe(200);
  });

  it('a guarded page sends every forged token to sign-in with "Vänligen logga in"', async () => {
    for (const [name, token] of tokens) {
      for (const path of ['/mina-sidor', '/cart', '/anvandare']) {
        const res = await shopRequest(path, { headers: cookieFor(token) });
        expect(res.status, `${name} ${path}`).toBe(302);
        expect(res.headers.location, `${name} ${path}`).toBe(`/logga-in?returnTo=${encodeURIComponent(path)}`);
        expect(flashKey(res), `${name} ${path}`).toBe('errors.please_login');
      }
    }
  });

  it('the RSC payload of a guarded page is a redirect row and nothing else', async () => {
    for (const [name, token] of tokens) {
      const res = await shopRequest('/RSC/R/mina-sidor/profil.txt?query=', { headers: cookieFor(token) });
      expect(res.status, name).toBe(200);
      expect(res.body.trim(), name).toBe('0:{"_location":"/logga-in?returnTo=%2Fmina-sidor%2Fprofil"}');
    }
  });

  it('a server function answers as to a signed-out visitor', async () => {
    for (const [name, token] of tokens) {
      const res = await callServerAction('addToCart', { articleNumber: '1000001', quantity: '1' }, cookieFor(token));
      expect(res.status, name).toBe(200);
      expect(res.body, name).toContain('Vänligen logga in');
    }
  });

  it("the session's edge routes treat them as signed out", async () => {
    for (const [name, token] of tokens) {
      const res = await shopRequest('/api/session/context', {
        method: 'POST',
        headers: { ...cookieFor(token), origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'context=C-2001%7C',
      });
      expect(flashKey(res), name).toBe('errors.please_login');
      expect([res.headers['set-cookie'] ?? []].flat().some((cookie) => cookie.startsWith('customer_context=C')), name).toBe(false);
    }
  });

});
