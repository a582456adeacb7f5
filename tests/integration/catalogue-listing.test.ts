import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../support/cookie-jar';
import { getWith, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// Category, search, campaign and assortment pages against the running shop and its demo data.
// Batching (one getVariants call per page) is proven where it can be counted without exposing
// anything new: src/features/catalogue/listing/listing-offers.test.ts.

const CATEGORY = '/kategorier/el/belysning/ljuskallor';
const RSC = '/RSC/R/kategorier/el/belysning/ljuskallor.txt';
/** A formatted Swedish price ("1 234,50 kr"); \s covers the no-break spaces Intl uses. */
const PRICE = /\d[\d\s]*,\d{2}\s?kr\b/;

/** Whether a body holds a text or pattern (a boolean, so a failure does not print the whole page). */
const has = (res: ShopResponse, pattern: string | RegExp) => (typeof pattern === 'string' ? res.body.includes(pattern) : pattern.test(res.body));
const expectBody = (res: ShopResponse, pattern: string | RegExp, present = true) => expect(has(res, pattern), String(pattern)).toBe(present);
const cards = (res: ShopResponse) => res.body.match(/<li class="product-card"/g)?.length ?? 0;
const countText = (res: ShopResponse) => /Visar ([\d\s–]+) av ([\d\s]+) produkter/.exec(res.body)?.slice(1).map((part) => part.replace(/\s/g, '')) ?? [];

describe('a category three levels deep', () => {
  let page: ShopResponse;
  beforeAll(async () => {
    page = await shopRequest(CATEGORY);
  });

  it('answers 200 with its title, breadcrumbs and 48 product cards', () => {
    expect(page.status).toBe(200);
    expectBody(page, '<title>Ljuskällor – Ljusgrossen</title>');
    const crumbs = /<nav class="breadcrumbs" aria-label="Du är här">([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? '';
    expect(crumbs).toMatch(/href="\/"[^>]*>Startsida<[\s\S]*href="\/kategorier\/el"[^>]*>El<[\s\S]*href="\/kategorier\/el\/belysning"[^>]*>Belysning<[\s\S]*aria-current="page">Ljuskällor</);
    expect(cards(page)).toBe(48);
    expect(countText(page)[0]).toBe('1–48');
  });

  it('links each card to its product page with image, article number and brand', () => {
    expectBody(page, /<a[^>]+href="\/produkt\/[a-z0-9-]+"[^>]*>LED-lampa/);
    expectBody(page, /<img src="\/images\/p\/g\d+\/bulb-[a-z]+-1\.png\?w=480" srcSet="[^"]+ 240w, [^"]+" sizes="[^"]+" alt="" width="240" height="240"/);
    expectBody(page, /Art\.nr <span class="product-card__number">\d{7}<\/span>/);
  });

  it('has a canonical link without paging, filters or sort, and a meta description', async () => {
    const filtered = await shopRequest(`${CATEGORY}?filter=brand:ABB&sortering=name-asc&sida=2`);
    expectBody(filtered, /<link rel="canonical" href="http:\/\/localhost\/kategorier\/el\/belysning\/ljuskallor"\/>/);
    expectBody(page, /<meta name="description" content="Ljuskällor: [\d\s]+ produkter/);
  });

  it('lists its subcategories with images', () => {
    expectBody(page, /href="\/kategorier\/el\/belysning\/ljuskallor\/led-lampa"[\s\S]{0,200}<img class="subcategory__image" src="\/images\/c\/g\d+\/el-bulb\.png\?w=640" srcSet=/);
  });

  it('pages: page 2 shows the next 48, "Visa fler" shows two pages at once', async () => {
    const second = await shopRequest(`${CATEGORY}?sida=2`);
    expect(second.status).toBe(200);
    expect(countText(second)[0]).toBe('49–96');
    const more = await shopRequest(`${CATEGORY}?till=2`);
    expect(cards(more)).toBe(96);
    expectBody(page, /href="\/kategorier\/el\/belysning\/ljuskallor\?till=2#item-49"[^>]*>Visa fler</);
  });
});

describe('facets in the URL', () => {
  it('filter the list and come back checked', async () => {
    const all = await shopRequest(CATEGORY);
    const abb = await shopRequest(`${CATEGORY}?filter=brand%3AABB`);
    expect(abb.status).toBe(200);
    const brands = [...abb.body.matchAll(/<p class="product-card__brand">([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(['ABB']));
    expect(Number(countText(abb)[1])).toBeLessThan(Number(countText(all)[1]));
    expectBody(abb, /<input type="checkbox"[^>]*checked=""[^>]*value="brand:ABB"/);
    expectBody(abb, 'aria-label="Ta bort filtret Varumärke: ABB"');
  });

  it('combine: any value of a facet, every facet', async () => {
    const one = await shopRequest(`${CATEGORY}?filter=brand%3AABB`);
    const two = await shopRequest(`${CATEGORY}?filter=brand%3AABB&filter=brand%3AHager`);
    const narrowed = await shopRequest(`${CATEGORY}?filter=brand%3AABB&filter=brand%3AHager&filter=Sockel%3AE27`);
    const total = (res: ShopResponse) => Number(countText(res)[1] ?? 0);
    expect(total(two)).toBeGreaterThan(total(one));
    expect(total(narrowed)).toBeLessThan(total(two));
  });

  it('work as a plain GET form without JavaScript', async () => {
    const page = await shopRequest(CATEGORY);
    expectBody(page, /<form id="listing-form" class="listing-filters" action="\/kategorier\/el\/belysning\/ljuskallor" method="get"/);
    expectBody(page, /<select id="listing-sort" name="sortering" form="listing-form"/);
  });

  it('come open in the HTML, with the script that folds them on a phone inside, so it runs where they are', async () => {
    const page = await shopRequest(CATEGORY);
    const nonce = /<script nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    const disclosure = /<details class="filter-disclosure" open="">\s*<summary[^>]*>Filtrera<\/summary>\s*<script nonce="([^"]+)">([^<]*)<\/script>/.exec(page.body);
    expect(disclosure?.[1]).toBe(nonce);
    expect(disclosure?.[2]).toContain('document.currentScript.parentElement');
    expect(disclosure?.[2]).toContain("matchMedia('(max-width: 63.99rem)')");
  });
});

describe('prices per customer', () => {
  let anna: CookieJar;
  let dana: CookieJar;
  beforeAll(async () => {
    [anna, dana] = await Promise.all([signInAs('anna.andersson@demo.example'), signInAs('dana.dahl@demo.example')]).then((results) => results.map((result) => result.jar));
  });

  it('anonymous visitors see no price but a sign-in link back to the listing', async () => {
    const page = await shopRequest(CATEGORY);
    expectBody(page, PRICE, false);
    expectBody(page, `href="/logga-in?returnTo=${encodeURIComponent(CATEGORY)}">Logga in för att se pris</a>`);
  });

  it('anna sees her net prices on every card, with stock', async () => {
    const page = await getWith(anna, CATEGORY);
    expect(page.status).toBe(200);
    const prices = page.body.match(/<span class="card-price__value">[^<]+<\/span>/g) ?? [];
    expect(prices.length).toBe(48);
    expect(prices[0]).toMatch(PRICE);
    expectBody(page, 'exkl. moms');
    expectBody(page, /Butik:<\/span> [^<\s]/);
    expectBody(page, 'Logga in för att se pris', false);
  });

  it('dana (EJ_SE_PRISER) gets no price anywhere: not in the HTML, not in the RSC payload', async () => {
    for (const path of [CATEGORY, RSC, '/kampanjer/proffsdagar']) {
      const res = await getWith(dana, path);
      expect(res.status, path).toBe(200);
      expect(has(res, PRICE), path).toBe(false);
      expect(has(res, 'netPrice'), path).toBe(false);
      expect(has(res, 'salesPrice'), path).toBe(false);
      expect(has(res, 'card-price'), path).toBe(false);
      expect(has(res, 'Logga in för att se pris'), path).toBe(false);
    }
    const page = await getWith(dana, CATEGORY);
    expectBody(page, /<li class="stock-badge"[^>]*><span class="stock-badge__label">Butik:<\/span> [^<\s]/);
  });

  it('anna sees campaign prices with the pre-campaign price struck through', async () => {
    const page = await getWith(anna, '/kampanjer/proffsdagar');
    expectBody(page, /Kampanjpris[\s\S]{0,400}<s class="card-price__before">[^<]*kr<\/s>/);
  });
});

describe('bad input never breaks a page', () => {
  it.each([
    `${CATEGORY}?sida=abc`,
    `${CATEGORY}?sida=-5&till=9999999`,
    `${CATEGORY}?sortering=%3Cscript%3E`,
    `${CATEGORY}?filter=Ok%C3%A4nd%3Av%C3%A4rde`,
    `${CATEGORY}?filter=__proto__%3Ax&filter=constructor%3Ay&filter=%3A&filter=nocolon`,
    `${CATEGORY}?filter=brand%3A${'x'.repeat(500)}`,
    `/search?q=${encodeURIComponent("1' OR '1'='1'; DROP TABLE variants;--")}`,
    `/search?q=${encodeURIComponent('"* NEAR AND OR (')}`,
    `/search?q=${'a'.repeat(3000)}`,
    '/search?q=kabel&kategori=..%2F..%2Fetc',
    '/search?q=kabel&sida=1e9',
  ])('%s answers 200', async (path) => {
    const res = await shopRequest(path);
    expect(res.status).toBe(200);
  });

  it('escapes a script in the query', async () => {
    const res = await shopRequest(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expectBody(res, '<script>alert(1)</script>', false);
    expectBody(res, '&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    '/kategorier/finns/inte',
    '/kategorier/el/belysning/ljuskallor/led-lampa/x/y',
    '/kategorier/%C3%A5%C3%A4%C3%B6',
    `${CATEGORY}?sida=999999`,
    `${CATEGORY}?sida=${'9'.repeat(40)}`,
    '/kampanjer/finns-inte',
    '/sortiment/finns-inte',
  ])('%s is the Swedish 404 page', async (path) => {
    const res = await shopRequest(path);
    expect(res.status).toBe(404);
    expectBody(res, 'Sidan hittades inte');
  });
});

describe('search', () => {
  it('lists hits with category suggestions and facets', async () => {
    const res = await shopRequest('/search?q=kabel');
    expect(res.status).toBe(200);
    expectBody(res, 'Sökresultat för ”kabel”');
    expectBody(res, 'Kategorier som matchar');
    expect(cards(res)).toBe(48);
    expectBody(res, /<link rel="canonical" href="http:\/\/localhost\/search\?q=kabel"\/>/);
  });

  it('goes straight to the product for an exact article number or EAN', async () => {
    const article = await shopRequest('/search?q=5406732');
    expect(article.status).toBe(307);
    expect(article.headers.location).toMatch(/^\/produkt\/[a-z0-9-]+-5406732$/);
    const ean = await shopRequest('/search?q=7305900187251');
    expect(ean.headers.location).toBe(article.headers.location);
  });

  it('narrows to a category from the "Kategori" facet', async () => {
    const all = await shopRequest('/search?q=kabel');
    const scoped = await shopRequest('/search?q=kabel&kategori=el%2Fkabel');
    expect(scoped.status).toBe(200);
    expectBody(scoped, 'Visar träffar i Kabel &amp; ledning');
    expect(Number(countText(scoped)[1])).toBeLessThanOrEqual(Number(countText(all)[1]));
  });

  it('says so when nothing matches', async () => {
    const res = await shopRequest('/search?q=zzqxyw');
    expect(res.status).toBe(200);
    expectBody(res, 'Inga träffar för ”zzqxyw”');
  });
});

describe('campaigns and assortment', () => {
  it('lists active campaigns and a campaign page lists its products', async () => {
    const list = await shopRequest('/kampanjer');
    expect(list.status).toBe(200);
    expectBody(list, 'href="/kampanjer/proffsdagar"');
    const campaign = await shopRequest('/kampanjer/proffsdagar');
    expect(campaign.status).toBe(200);
    expectBody(campaign, 'Proffsdagar');
    expect(cards(campaign)).toBeGreaterThan(0);
  });

  it('shows the top categories with icons and one top category with its subtree', async () => {
    const overview = await shopRequest('/sortiment');
    expect(overview.status).toBe(200);
    expect(overview.body.match(/class="overview-tile__title"[^>]*><a href="\/sortiment\/[a-z-]+"/g)?.length).toBe(8);
    // Drawn from the page's own symbol, not an image file: nothing to fetch, no SVG document to build.
    expectBody(overview, /<svg class="category-icon" data-icon="el" aria-hidden="true"><use href="#category-el"/);
    expectBody(overview, '<symbol id="category-el" viewBox="0 0 24 24">');
    const el = await shopRequest('/sortiment/el');
    expect(el.status).toBe(200);
    expectBody(el, 'href="/kategorier/el/kabel"');
    expectBody(el, 'Visa alla produkter i El');
  });
});
