import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CookieJar } from '../support/cookie-jar';
import { flashKey, getWith, postForm, signInAs } from '../support/session-flows';
import { shopRequest, type ShopResponse } from '../support/shop-client';

// The product page against the running shop (both workers in workerd, seeded D1). Products are
// found through the backend's own search and GraphQL answers rather than pinned: the backend
// the tests reach directly is seeded by the same deterministic seed as the shop's.
const backend = inject('backendOrigin');

interface Item {
  articleNumber: string;
  name: string;
  variantSlug: string;
  ean: string;
  discontinued: boolean;
}

async function backendJson(path: string, body?: unknown): Promise<any> {
  const response = await fetch(backend + path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

const search = async (q: string): Promise<Item[]> => (await backendJson('/search', { q, pageSize: 100 })).items;
const page = (slug: string, jar?: CookieJar) => (jar ? getWith(jar, `/produkt/${slug}`) : shopRequest(`/produkt/${slug}`));
const rscPayload = (slug: string, jar: CookieJar) => getWith(jar, `/RSC/R/produkt/${slug}.txt`);
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
/** The stock row of the chosen store: "Butik Göteborg … I lager i butik 12 st". */
const storeRow = (html: string) => /<span class="stock-row__place">Butik ([^<]+)<\/span><span class="stock-row__status">([^<]+)/.exec(html)?.slice(1, 3);

// Everything a price could leak as: field names, an offer, an amount in kronor.
const PRICE_TRACES = /netPrice|salesPrice|preCampaignPrice|alloyingPrice|discountPercentage|"price"|offers|\d[\s\u00a0]kr\b/;

let breaker: Item;
/** A store that has the breaker on the shelf, and one that does not stock it. */
let stocking: { id: string; name: string };
let notStocking: { id: string; name: string };
let discontinued: { item: Item; replacement: { variantSlug: string; articleNumber: string } };

beforeAll(async () => {
  const stores: { id: string; name: string }[] = (await backendJson('/locations?service=standard-pickup')).data;
  const items = (await search('dvärgbrytare')).filter((item) => !item.discontinued);
  const query = `query($a: [String!]!, $s: StockInput) { getVariants(articleNumbers: $a, stockInput: $s, skipPrice: true) { articleNumber stock { locations { locationId quantity stocked } } } }`;
  const answer = await backendJson('/graphql', { query, variables: { a: items.slice(0, 50).map((item) => item.articleNumber), s: { locationIds: stores.map((store) => store.id) } } });
  for (const variant of answer.data.getVariants) {
    const locations: { locationId: string; quantity: number; stocked: boolean }[] = variant.stock.locations;
    const onShelf = stores.find((store) => locations.some((l) => l.locationId === store.id && l.stocked && l.quantity > 0));
    const absent = stores.find((store) => locations.some((l) => l.locationId === store.id && !l.stocked));
    if (onShelf && absent) {
      breaker = items.find((item) => item.articleNumber === variant.articleNumber)!;
      [stocking, notStocking] = [onShelf, absent];
      break;
    }
  }
  for (const item of [...(await search('radiator')), ...(await search('sprinkler'))].filter((candidate) => candidate.discontinued)) {
    const relations = (await backendJson(`/variants/by-slug/${item.variantSlug}`)).variant.relations;
    if (relations.length > 0) {
      discontinued = { item, replacement: relations[0] };
      break;
    }
  }
  expect(breaker, 'a breaker stocked in one store and not another').toBeDefined();
  expect(discontinued, 'a discontinued article with a replacement').toBeDefined();
});

describe('product page, anonymous', () => {
  it('answers 200 with name, article number, EAN, title, canonical link and a sign-in prompt', async () => {
    const res = await page(breaker.variantSlug);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<dd>${breaker.articleNumber}</dd>`);
    expect(res.body).toContain(`<dd>${breaker.ean}</dd>`);
    expect(res.body).toMatch(new RegExp(`<title>${breaker.name} – `));
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost/produkt/${breaker.variantSlug}"/>`);
    expect(res.body).toContain(`href="/logga-in?returnTo=%2Fprodukt%2F${breaker.variantSlug}">Logga in för att se pris</a>`);
  });

  it('has Product JSON-LD with sku, gtin13, brand and image, and no offer', async () => {
    const ld = jsonLd((await page(breaker.variantSlug)).body);
    expect(ld).toMatchObject({ '@type': 'Product', name: breaker.name, sku: breaker.articleNumber, gtin13: breaker.ean, brand: { '@type': 'Brand' } });
    expect(ld.image[0]).toMatch(/^http:\/\/localhost\/images\/p\/g\d+\/breaker-[a-z]+-1\.png$/);
    expect(ld).not.toHaveProperty('offers');
  });

  it('shows attributes in sequence without the disabled SSG, and variants as links', async () => {
    const { body } = await page(breaker.variantSlug);
    expect(body).toContain('Specifikationer');
    expect(body).not.toContain('>SSG<');
    // The category's sequence, streamed in after the shell (load-attribute-order.ts).
    expect([...body.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((match) => match[1])).toEqual(['Poler', 'Karakteristik', 'Märkström']);
    expect(body).toMatch(/class="variant-picker__option" aria-current="page" href="\/produkt\//);
  });

  it('shows the replacement of a discontinued article', async () => {
    const { body } = await page(discontinued.item.variantSlug);
    expect(body).toContain('Ersättningsartikel');
    expect(body).toContain(`href="/produkt/${discontinued.replacement.variantSlug}"`);
  });

  it('answers the Swedish 404 page for unknown and malformed slugs', async () => {
    for (const slug of ['finns-inte-1234567', 'FEL%20slug', 'x'.repeat(200)]) {
      const res = await page(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body).toContain('Sidan hittades inte');
    }
  });
});

describe('product page, signed in', () => {
  it('anna sees her price, and JSON-LD carries an offer in SEK', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    const { status, body } = await page(breaker.variantSlug, jar);
    expect(status).toBe(200);
    expect(body).toMatch(/Ditt pris|Kampanjpris|Pris på förfrågan/);
    expect(body).toMatch(/product-price__amount">[\d\s\u00a0]+,\d\d[\s\u00a0]kr</);
    expect(body).toContain('exkl. moms');
    expect(jsonLd(body).offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'SEK', price: expect.stringMatching(/^\d+\.\d\d$/) });
  });

  it('dana (EJ_SE_PRISER) gets no price anywhere: not in the HTML, not in the RSC payload', async () => {
    const { jar } = await signInAs('dana.dahl@demo.example');
    const html = await page(breaker.variantSlug, jar);
    const rsc = await rscPayload(breaker.variantSlug, jar);
    expect(html.status).toBe(200);
    expect(rsc.status).toBe(200);
    expect(html.body).toContain(breaker.articleNumber);
    expect(rsc.body).toContain(breaker.articleNumber);
    expect(html.body).toContain('Ditt konto visar inte priser.');
    expect(html.body).not.toMatch(PRICE_TRACES);
    expect(rsc.body).not.toMatch(PRICE_TRACES);
    expect(jsonLd(html.body)).not.toHaveProperty('offers');
  });
});

describe('the variant from KV (issue 13)', () => {
  const variantCache = (res: ShopResponse) => /variant-cache;desc="([^"]*)"/.exec(String(res.headers['server-timing']))?.[1];
  const newCatalogueVersion = async () => expect((await shopRequest('/api/catalogue/webhook', { method: 'POST', headers: { 'x-catalogue-webhook-secret': 'dev-catalogue-webhook-secret' } })).status).toBe(200);

  it('a buyer\'s product page asks the product service once, then reads the variant from KV until the catalogue changes', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    await newCatalogueVersion();
    const first = await page(breaker.variantSlug, jar);
    const second = await page(breaker.variantSlug, jar);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([variantCache(first), variantCache(second)]).toEqual(['hit=0 stale=0 miss=1', 'hit=1 stale=0 miss=0']);
    // The same page, with the buyer's own price, from either.
    for (const { body } of [first, second]) {
      expect(body).toMatch(new RegExp(`<title>${breaker.name} – `));
      expect(body).toMatch(/product-price__amount">[\d\s\u00a0]+,\d\d[\s\u00a0]kr</);
    }
    await newCatalogueVersion();
    expect(variantCache(await page(breaker.variantSlug, jar))).toBe('hit=0 stale=0 miss=1');
  });

  it('an unknown product is asked for each time, and stays a 404', async () => {
    const { jar } = await signInAs('anna.andersson@demo.example');
    for (let i = 0; i < 2; i++) {
      const res = await page('finns-inte-7654321', jar);
      expect(res.status).toBe(404);
      expect(variantCache(res)).toBe('hit=0 stale=0 miss=1');
    }
  });
});

describe('store choice', () => {
  it('changes the stock shown, and persists across pages and reloads', async () => {
    const jar = new CookieJar();
    const picked = await postForm('/api/preferences/store', { storeId: stocking.id, returnTo: `/produkt/${breaker.variantSlug}` }, jar);
    expect(picked.status).toBe(303);
    expect(picked.headers.location).toBe(`/produkt/${breaker.variantSlug}`);
    expect(flashKey(picked)).toBe('product.store.changed');
    const cookie = [picked.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('store='));
    expect(cookie).toMatch(new RegExp(`^store=${stocking.id}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`));
    expect(storeRow((await page(breaker.variantSlug, jar)).body)).toEqual([stocking.name, 'I lager i butik']);

    await postForm('/api/preferences/store', { storeId: notStocking.id, returnTo: `/produkt/${breaker.variantSlug}` }, jar);
    expect(storeRow((await page(breaker.variantSlug, jar)).body)).toEqual([notStocking.name, 'Lagerförs ej i butik']);
    // Another product, and the same one again: the choice holds.
    expect(storeRow((await page(discontinued.item.variantSlug, jar)).body)?.[0]).toBe(notStocking.name);
    expect(storeRow((await page(breaker.variantSlug, jar)).body)?.[0]).toBe(notStocking.name);
  });

  it('refuses unknown, non-pickup and malformed store ids, and foreign origins', async () => {
    for (const storeId of ['S-NOPE-99', 'CL-01', '<script>', '']) {
      const jar = new CookieJar();
      const res = await postForm('/api/preferences/store', { storeId, returnTo: `/produkt/${breaker.variantSlug}` }, jar);
      expect(res.status, storeId).toBe(303);
      expect(flashKey(res), storeId).toBe('product.store.unknown');
      expect(jar.get('store'), storeId).toBeUndefined();
    }
    const foreign = await shopRequest('/api/preferences/store', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `storeId=${stocking.id}`,
    });
    expect(foreign.status).toBe(303);
    expect(String(foreign.headers['set-cookie'] ?? '')).not.toContain('store=');
  });

  it('a forged store cookie falls back to the brand default instead of failing', async () => {
    const jar = new CookieJar().set('store', 'XX-99');
    const res = await page(breaker.variantSlug, jar);
    expect(res.status).toBe(200);
    expect(storeRow(res.body)?.[0]).toBe('Stockholm');
  });

  it('sends the buyer back only to a page of ours', async () => {
    const res = await postForm('/api/preferences/store', { storeId: stocking.id, returnTo: 'https://evil.example/' });
    expect(res.headers.location).toBe('/');
  });
});
