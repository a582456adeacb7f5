import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { backendMenu as menuOf, topCategoryLinks } from '../support/product-menu';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// The header's navigation against the running shop: the product menu follows the visitor's
// assortment (GET /menu), and the search-as-you-type route answers quickly and safely.
const ICONS = ['fastenings', 'sprinkler', 'vvs-industri', 'verktyg', 'mark-va', 'fastighet', 'kyla', 'el'];

const suggest = (q: string, headers: Record<string, string> = {}) => shopRequest(`/api/search/suggest?q=${encodeURIComponent(q)}`, { headers });
const json = (res: ShopResponse) => JSON.parse(res.body) as { products: Record<string, unknown>[]; categories: Record<string, unknown>[] };

let annaJar: CookieJar;

beforeAll(async () => {
  ({ jar: annaJar } = await signInAs('anna.andersson@demo.example'));
});

describe('product menu in the header', () => {
  it('lists the default assortment from /menu for anonymous visitors, with icons and subcategories', async () => {
    const menu = await menuOf();
    const page = await shopRequest('/', { host: 'virke.localhost' });
    expect(page.status).toBe(200);
    expect(topCategoryLinks(page.body)).toEqual(menu.categories.map((category) => `/kategorier/${category.path}`));
    for (const icon of ICONS) expect(page.body).toContain(`data-icon="${icon}"`);
    for (const child of menu.categories.flatMap((category) => category.children)) expect(page.body).toContain(`href="/kategorier/${child.path}"`);
  });

  it("shows anna her customer's assortment (bygg-el), which has fewer top categories", async () => {
    const [full, byggEl] = await Promise.all([menuOf(), menuOf('bygg-el')]);
    expect(byggEl.categories.length).toBeLessThan(full.categories.length);
    const page = await getWith(annaJar, '/');
    expect(page.body).toContain('Anna Andersson');
    // The front page's sign-in invitation is for visitors (content audience 'signedOut').
    expect(page.body).not.toContain('Logga in för att se dina priser');
    expect(topCategoryLinks(page.body)).toEqual(byggEl.categories.map((category) => `/kategorier/${category.path}`));
  });

  it("has the services menu and the brand's extra menu, in each brand", async () => {
    const brands: [string, string][] = [['ljus.localhost', 'Elkalkyl'], ['virke.localhost', 'Virkesguide'], ['ror.localhost', 'VVS-service']];
    for (const [host, extra] of brands) {
      const page = await shopRequest('/', { host });
      for (const text of ['Tjänster', 'Hitta butik', extra]) expect(page.body).toContain(text);
      expect(page.body).toContain('Logga in för att se dina priser');
    }
  });
});

describe('GET /api/search/suggest', () => {
  it('answers products and categories for "kabel", without prices, privately cacheable', async () => {
    const started = performance.now();
    const res = await suggest('kabel');
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    const body = json(res);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.categories.length).toBeGreaterThan(0);
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual(['articleNumber', 'href', 'image', 'name', 'slug']);
      expect(product.href).toMatch(/^\/produkt\/[\w-]+$/);
    }
    expect(res.body).not.toMatch(/price/i);
    // A sanity bound, far above the few milliseconds it takes: the bench measures the real figure.
    expect(elapsed).toBeLessThan(1000);
  });

  it("searches in the visitor's assortment: anna gets no sprinkler products", async () => {
    const anonymous = json(await suggest('sprinkler'));
    expect(anonymous.products.length).toBeGreaterThan(0);
    const anna = json(await suggest('sprinkler', { cookie: annaJar.header() }));
    expect(anna.products).toEqual([]);
  });

  it('keeps an answer at the edge per assortment until the catalogue changes', async () => {
    const catalogueChanged = () => shopRequest('/api/catalogue/webhook', { method: 'POST', headers: { 'x-catalogue-webhook-secret': 'dev-catalogue-webhook-secret' } });
    expect((await catalogueChanged()).status).toBe(200);
    const first = await suggest('sprinkler');
    expect(first.headers['x-shop-cache']).toBe('miss');
    const again = await suggest('sprinkler');
    expect(again.headers['x-shop-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('private, max-age=30');
    // anna's assortment is a key of its own: the anonymous answer (with sprinkler products) is not hers.
    const anna = await suggest('sprinkler', { cookie: annaJar.header() });
    expect(anna.headers['x-shop-cache']).toBe('miss');
    expect(json(anna).products).toEqual([]);
    expect((await catalogueChanged()).status).toBe(200);
    expect((await suggest('sprinkler')).headers['x-shop-cache']).toBe('miss');
  });

  it.each(['', '   ', '\t\n'])('answers an empty query %j with an empty list', async (q) => {
    const res = await suggest(q);
    expect(res.status).toBe(200);
    expect(json(res)).toMatchObject({ products: [], categories: [] });
  });

  it.each([
    "'; DROP TABLE variants;--",
    '<script>alert(1)</script>',
    '"',
    '*',
    'NEAR(kabel',
    'kabel OR 1=1',
    '%00',
    '\u0000kabel',
    '😀🔩',
    'a'.repeat(100),
    'a'.repeat(101),
    'x'.repeat(3000),
  ])('never fails on a hostile or long query %#', async (q) => {
    const res = await suggest(q);
    expect([200, 400]).toContain(res.status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(() => JSON.parse(res.body)).not.toThrow();
  });

  it('refuses a query over 100 characters and malformed encoding with a JSON 400', async () => {
    expect((await suggest('a'.repeat(101))).status).toBe(400);
    const malformed = await shopRequest('/api/search/suggest?q=%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/json');
  });
});
