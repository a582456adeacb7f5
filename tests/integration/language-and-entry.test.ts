import { describe, expect, inject, it } from 'vitest';
import { LanguageConfigSchema } from '../../domain/language/language-config';
import { CookieJar } from '../support/cookie-jar';
import { OCI_LOGIN, stub, useProcurementStub } from '../support/punchout-entry';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// Language and entry (spec points 2, 4 and 9; issue 19): the backend's GET /language-config, the
// language cookie the edge sets on a first visit, and a brand's root redirect.

const langCookie = (res: ShopResponse) => [res.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('lang='));

describe('GET /language-config (backend)', () => {
  it('answers the locales, the default and the strategy: Swedish, no prefix', async () => {
    const res = await fetch(`${inject('backendOrigin')}/language-config`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const config = LanguageConfigSchema.parse(await res.json());
    expect(config).toEqual({ strategy: 'no_prefix', defaultLocale: 'sv', locales: [{ code: 'sv', iso: 'sv-SE', name: 'Svenska', domains: [] }] });
  });
});

describe('the language cookie', () => {
  it('a first visit gets it: 365 days, path /, SameSite Lax, and <html lang> from it', async () => {
    const res = await shopRequest('/', { headers: { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(200);
    const cookie = langCookie(res);
    expect(cookie).toMatch(/^lang=sv;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('SameSite=None');
    expect(res.body).toContain('<html lang="sv"');
  });

  it('detection happens on the first visit only: with the cookie nothing is set again', async () => {
    const res = await shopRequest('/kampanjer', { headers: { cookie: 'lang=sv', 'accept-language': 'en-GB' } });
    expect(res.status).toBe(200);
    expect(langCookie(res)).toBeUndefined();
  });

  it('a browser language the shop does not offer gets the default locale', async () => {
    const res = await shopRequest('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(langCookie(res)).toMatch(/^lang=sv;/);
    expect(res.body).toContain('<html lang="sv"');
  });

  it('API, image and health answers never carry it', async () => {
    for (const path of ['/api/brand-config', '/healthz']) expect(langCookie(await shopRequest(path))).toBeUndefined();
  });

  describe('in a punch-out frame', () => {
    useProcurementStub();
    it('is SameSite=None and Secure (a cross-origin frame would not send a Lax cookie back)', async () => {
      const jar = new CookieJar();
      const entry = await shopRequest('/punchout', {
        method: 'POST',
        // The procurement system opens the shop in its iframe: the browser says so.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stub.origin, 'sec-fetch-dest': 'iframe' },
        body: new URLSearchParams({ ...OCI_LOGIN, HOOK_URL: stub.hookUrl }).toString(),
      });
      jar.store(entry);
      const page = await shopRequest('/', { headers: { cookie: jar.header() } });
      expect(page.body).toContain('data-mode="PUNCHOUT"');
      const cookie = langCookie(page);
      expect(cookie).toContain('SameSite=None');
      expect(cookie).toContain('Secure');
    });
  });
});

describe('root redirect (brand configuration)', () => {
  it("Rörkraft's service domain sends the root to the booking form, 302 by default, with the query string", async () => {
    const res = await shopRequest('/?utm_source=tryck', { host: 'service.ror.localhost' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/vvs-service?utm_source=tryck');
  });

  it('an in-app navigation to the root gets the same target as a document redirect', async () => {
    const res = await shopRequest('/RSC/R/_root.txt', { host: 'service.ror.localhost' });
    expect(res.status).toBe(200);
    expect(res.body.trim()).toBe('0:{"_location":"/vvs-service"}');
  });

  it('hosts without a root redirect keep their front page', async () => {
    for (const host of ['ror.localhost', 'localhost', 'virke.localhost']) expect((await shopRequest('/', { host })).status).toBe(200);
  });
});
