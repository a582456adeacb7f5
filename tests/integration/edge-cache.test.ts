import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// The edge cache of signed-out catalogue, search and content pages (decision 039) in the built
// shop: hits, what never enters or leaves it, the purges, the key and the CSP nonce of a hit.
// Every test starts from a new catalogue version, so no entry of an earlier test or file answers.

const CATEGORY = '/kategorier/el/belysning/ljuskallor';
const CATALOGUE_SECRET = 'dev-catalogue-webhook-secret';
const CONTENT_SECRET = 'dev-content-webhook-secret';
/** Marks of a signed-in page: the buyer's prices, name, customer, cart and sign-out. */
const PER_CUSTOMER = ['card-price__value', 'Anna', 'Bygg &amp; El Norr', 'cart-flyout', 'Logga ut'];

const cacheOf = (res: ShopResponse) => res.headers['x-shop-cache'];
const get = (path: string, host = 'ljus.localhost', headers: Record<string, string> = {}) => shopRequest(path, { host, headers });
const cspNonce = (res: ShopResponse) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const bodyNonces = (res: ShopResponse) => new Set([...res.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
const catalogueWebhook = (secret = CATALOGUE_SECRET) => shopRequest('/api/catalogue/webhook', { method: 'POST', headers: { 'x-catalogue-webhook-secret': secret } });

/** The page twice: the second answer must come from the cache. */
async function warmed(path: string, host = 'ljus.localhost'): Promise<{ miss: ShopResponse; hit: ShopResponse }> {
  const miss = await get(path, host);
  const hit = await get(path, host);
  return { miss, hit };
}

beforeEach(async () => {
  expect((await catalogueWebhook()).status).toBe(200);
});

describe('a signed-out page', () => {
  it.each([CATEGORY, '/', '/search?q=kabel', '/om-oss', '/guider/handboken', '/hitta-butik'])('%s is rendered once, then served from the cache', async (path) => {
    const first = await get(path);
    if (first.status !== 200) return expect.fail(`${path} answered ${first.status}`);
    expect(cacheOf(first)).toBe('miss');
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(cacheOf(second)).toBe('hit');
    expect(second.body.length).toBe(first.body.length);
  });

  it('a product page too', async () => {
    const product = /href="(\/produkt\/[^"]+)"/.exec((await get(CATEGORY)).body)?.[1] ?? '';
    expect(product).not.toBe('');
    const { miss, hit } = await warmed(product);
    expect([miss.status, cacheOf(miss), cacheOf(hit)]).toEqual([200, 'miss', 'hit']);
  });

  it('a hit carries a fresh nonce of its own in the CSP header and on every inline script', async () => {
    const { miss, hit } = await warmed(CATEGORY);
    const again = await get(CATEGORY);
    expect(cacheOf(hit)).toBe('hit');
    for (const res of [miss, hit, again]) expect([...bodyNonces(res)]).toEqual([cspNonce(res)]);
    expect(new Set([cspNonce(miss), cspNonce(hit), cspNonce(again)]).size).toBe(3);
    expect(hit.body.includes(cspNonce(miss)!)).toBe(false);
    // The replacement covers the flight data too: as many places as the rendered page had.
    expect(hit.body.split(cspNonce(hit)!).length).toBe(miss.body.split(cspNonce(miss)!).length);
  });

  it("a first visit's language cookie goes out on a hit as on a miss, and is never part of the entry", async () => {
    const { miss, hit } = await warmed(CATEGORY);
    for (const res of [miss, hit]) expect(String(res.headers['set-cookie'])).toMatch(/^lang=sv;/);
    const withCookie = await get(CATEGORY, 'ljus.localhost', { cookie: 'lang=sv; consent-groups=C0001.C0002; _ga=GA1.1.1' });
    expect(cacheOf(withCookie)).toBe('hit');
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });

  it('a cached page asks every first visitor for consent before the page itself, and hides the question from one who chose', async () => {
    const { hit } = await warmed(CATEGORY);
    const banner = hit.body.indexOf('class="consent-banner"');
    const hide = hit.body.indexOf(`document.documentElement.setAttribute('data-consent-chosen','')`);
    // In the first bytes, painted with the header: not after 48 cards.
    expect(hide).toBeGreaterThan(0);
    expect(banner).toBeGreaterThan(hide);
    expect(banner).toBeLessThan(hit.body.indexOf('<header'));
  });
});

describe('nothing per customer in the shared cache', () => {
  let anna: CookieJar;
  beforeAll(async () => {
    ({ jar: anna } = await signInAs('anna.andersson@demo.example'));
  });

  it('a signed-in page is never stored: the next signed-out visitor gets a render of their own, without prices or names', async () => {
    const signedIn = await getWith(anna, CATEGORY);
    expect(cacheOf(signedIn)).toBe('bypass');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    for (const mark of ['card-price__value', 'Logga ut']) expect(signedIn.body.includes(mark), mark).toBe(true);
    const { miss, hit } = await warmed(CATEGORY);
    expect([cacheOf(miss), cacheOf(hit)]).toEqual(['miss', 'hit']);
    for (const mark of PER_CUSTOMER) expect(hit.body.includes(mark), mark).toBe(false);
    expect(hit.body).toContain('card-price--sign-in');
  });

  it('a signed-in buyer is never served a cached page', async () => {
    const { hit } = await warmed(CATEGORY);
    expect(cacheOf(hit)).toBe('hit');
    const signedIn = await getWith(anna, CATEGORY);
    expect(cacheOf(signedIn)).toBe('bypass');
    expect(signedIn.body.includes('card-price__value')).toBe(true);
    expect(signedIn.body.includes('card-price--sign-in')).toBe(false);
  });

  it.each<[string, Record<string, string>]>([
    ['an expired or foreign session cookie', { cookie: 'access_token=expired.token.value' }],
    ['a picked store', { cookie: 'store=STHLM-1' }],
    ['a flash message', { cookie: 'flash=session.signedOut' }],
    ['the app', { 'user-agent': 'LjusgrossenApp/3.2.1 (iPhone)' }],
    ['the development upstream delay', { 'x-dev-upstream-delay-ms': '1' }],
  ])('%s is rendered, not served from the cache', async (_, headers) => {
    const { hit } = await warmed(CATEGORY);
    expect(cacheOf(hit)).toBe('hit');
    const res = await get(CATEGORY, 'ljus.localhost', headers);
    expect(cacheOf(res)).toBe('bypass');
  });

  it.each(['/cart', '/mina-sidor', '/logga-in', '/el-kalkyl'])('%s is never cached', async (path) => {
    await get(path);
    const second = await get(path);
    expect(cacheOf(second)).not.toBe('hit');
  });

  it('a client-side navigation (RSC payload) is not cached', async () => {
    const rsc = '/RSC/R/kategorier/el/belysning/ljuskallor.txt';
    await get(rsc);
    expect(cacheOf(await get(rsc))).toBe('bypass');
  });

  it.each(['/produkt/finns-inte-alls', '/finns-inte-alls'])('the not-found page of %s is rendered once, then served from the cache as a 404', async (path) => {
    const { miss, hit } = await warmed(path);
    expect([miss.status, cacheOf(miss), hit.status, cacheOf(hit)]).toEqual([404, 'miss', 404, 'hit']);
    expect(hit.body.length).toBe(miss.body.length);
    expect(hit.body).toContain('Sidan hittades inte');
    // The catalogue webhook (a new product imported) makes it a miss.
    expect((await catalogueWebhook()).status).toBe(200);
    expect(cacheOf(await get(path))).toBe('miss');
  });
});

describe('the key', () => {
  it('brands do not share entries', async () => {
    const ljus = await warmed('/');
    const virke = await get('/', 'virke.localhost');
    expect(cacheOf(virke)).toBe('miss');
    expect(virke.body).toContain('Virke och byggmaterial');
    expect(ljus.hit.body).not.toContain('Virke och byggmaterial');
    expect(cacheOf(await get('/', 'virke.localhost'))).toBe('hit');
  });

  it('queries do not share entries; the order of the query does not matter', async () => {
    const kabel = await warmed('/search?q=kabel&sida=1');
    expect(cacheOf(kabel.hit)).toBe('hit');
    const lampa = await get('/search?q=lampa&sida=1');
    expect(cacheOf(lampa)).toBe('miss');
    expect(lampa.body).not.toBe(kabel.hit.body);
    expect(cacheOf(await get('/search?sida=1&q=kabel'))).toBe('hit');
  });
});

describe('purges', () => {
  it('the catalogue webhook makes the next request a miss; without the secret it is refused', async () => {
    const { hit } = await warmed(CATEGORY);
    expect(cacheOf(hit)).toBe('hit');
    expect((await catalogueWebhook('wrong')).status).toBe(401);
    expect(cacheOf(await get(CATEGORY))).toBe('hit');
    expect((await catalogueWebhook()).status).toBe(200);
    expect(cacheOf(await get(CATEGORY))).toBe('miss');
    expect(cacheOf(await get(CATEGORY))).toBe('hit');
  });

  it("the content webhook of a brand's space makes that brand's next request a miss, not another brand's", async () => {
    await warmed('/om-oss');
    await warmed('/om-oss', 'ror.localhost');
    const purge = await shopRequest('/api/content/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-content-webhook-secret': CONTENT_SECRET },
      body: JSON.stringify({ sys: { type: 'Entry', space: { sys: { id: 'ljus' } }, environment: { sys: { id: 'master' } } } }),
    });
    expect(purge.status).toBe(200);
    expect(cacheOf(await get('/om-oss'))).toBe('miss');
    expect(cacheOf(await get('/om-oss', 'ror.localhost'))).toBe('hit');
  });
});
