import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signTestAccessToken } from '../support/tokens';

// Contract tests of the embedded catalogue, commerce GraphQL, search and campaign services
// (spec point 7) against the backend worker in workerd with a freshly migrated and seeded D1.
// Articles are found through the API itself, so the tests do not pin seed details.
const backend = inject('backendOrigin');

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

async function api(path: string, options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await fetch(backend + path, { method: hasBody ? 'POST' : 'GET', headers, ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) => api('/search', { body, headers });

const PRICE = 'netPrice salesPrice salesPriceIncludingVat alloyingPrice discountAmount discountPercentage discounts { name amount percentage type } priceType preCampaignPrice askForPrice hasBracketPrices';
const STOCK = 'stockType articleNumber locations { locationId availability availabilityDate availabilityDateISO availableFromDays availableToDays quantity orderMultiple stocked status subAvailabilities { date quantity } }';
const GET_VARIANTS = `query GetVariants($articleNumbers: [String!]!, $locationId: String, $stockInput: StockInput, $skipPrice: Boolean = false, $skipStock: Boolean = false, $completeOrderPrice: Boolean) {
  getVariants(articleNumbers: $articleNumbers, locationId: $locationId, stockInput: $stockInput, skipPrice: $skipPrice, skipStock: $skipStock, completeOrderPrice: $completeOrderPrice) {
    articleNumber name discontinued variantSlug filterTags stockedAt purchaseConstraints ean
    webSalesUnit { unit conversionFactor conversionUnit }
    product { id name breadcrumb { parents { id name path } } categoryPaths variants { articleNumber name variantSlug } }
    brands { name } images { assetType assetUrl assetMimeType } attributes { attributeName attributeValue }
    warnings { code signalWord description } relations { type label articleNumber variantSlug categoryBreadcrumbs { path } }
    price @skip(if: $skipPrice) { ${PRICE} }
    stock @skip(if: $skipStock) { ${STOCK} }
  }
}`;

const getVariants = (variables: Record<string, unknown>, token?: string, query = GET_VARIANTS) =>
  api('/graphql', { body: { query, variables }, ...(token ? { token } : {}) });

let anna: string;
let cables: any[];
let cableNumbers: string[];

beforeAll(async () => {
  anna = await signTestAccessToken({ customerId: 'C-1001' });
  const answer = await search({ q: 'installationskabel ekk', pageSize: 10 });
  cables = answer.body.items;
  cableNumbers = cables.map((item) => item.articleNumber);
});

describe('commerce GraphQL getVariants', () => {
  it('answers variants in the order asked, leaves out unknown articles, no price when anonymous', async () => {
    const wanted = [cableNumbers[1], '0000000', cableNumbers[0]];
    const answer = await getVariants({ articleNumbers: wanted, skipPrice: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const variants = answer.body.data.getVariants;
    expect(variants.map((v: any) => v.articleNumber)).toEqual([cableNumbers[1], cableNumbers[0]]);
    expect(variants[0]).toMatchObject({ price: null, webSalesUnit: { unit: 'RLE', conversionUnit: 'M' }, brands: [{ name: expect.any(String) }] });
    expect(variants[0].attributes).toContainEqual({ attributeName: 'SSG', attributeValue: expect.stringMatching(/^\d{8}$/) });
    expect(variants[0].product.breadcrumb.parents.map((p: any) => p.path)).toEqual(['el', 'el/kabel', 'el/kabel/installationskabel', 'el/kabel/installationskabel/ekk-kabel']);
    expect(variants[0].stock.locations[0]).toMatchObject({ locationId: 'CL-01', stocked: expect.any(Boolean), status: 'ACTIVE' });
  });

  it('prices per customer: agreement discount on cables, VAT 25 %, alloying surcharge', async () => {
    const answer = await getVariants({ articleNumbers: cableNumbers.slice(0, 3) }, anna);
    for (const variant of answer.body.data.getVariants) {
      const price = variant.price;
      if (price.askForPrice) continue;
      expect(price).toMatchObject({ priceType: expect.stringMatching(/AGREEMENT|NET|CAMPAIGN/), hasBracketPrices: expect.any(Boolean) });
      expect(price.netPrice).toBeLessThan(price.salesPrice);
      expect(price.salesPriceIncludingVat).toBeCloseTo(price.salesPrice * 1.25, 1);
      expect(price.alloyingPrice).toBeGreaterThan(0);
      expect(price.discounts.length).toBeGreaterThan(0);
    }
  });

  it('skips price and stock by argument or @skip, and resolves nothing for them', async () => {
    const answer = await getVariants({ articleNumbers: [cableNumbers[0]], skipPrice: true, skipStock: true }, anna);
    expect(answer.body.data.getVariants[0].price).toBeUndefined();
    expect(answer.body.data.getVariants[0].stock).toBeUndefined();
    const bare = await api('/graphql', { token: anna, body: { query: `{ getVariants(articleNumbers: ["${cableNumbers[0]}"], skipPrice: true, skipStock: true) { articleNumber price { netPrice } stock { stockType } } }` } });
    expect(bare.body.data.getVariants[0]).toEqual({ articleNumber: cableNumbers[0], price: null, stock: null });
  });

  it('never uses a VIRTUAL location for prices, lists it as in stock, and refuses unknown locations', async () => {
    const plain = await getVariants({ articleNumbers: [cableNumbers[0]] }, anna);
    const virtual = await getVariants({ articleNumbers: [cableNumbers[0]], locationId: 'VIRTUAL', stockInput: { locationIds: ['S-UME-01'] } }, anna);
    expect(virtual.status).toBe(200);
    expect(virtual.body.data.getVariants[0].price).toEqual(plain.body.data.getVariants[0].price);
    const locations = virtual.body.data.getVariants[0].stock.locations;
    expect(locations.map((l: any) => l.locationId)).toEqual(['CL-01', 'S-UME-01', 'VIRTUAL']);
    expect(locations[2]).toMatchObject({ availability: 'IN_STOCK', stocked: true });
    const unknown = await getVariants({ articleNumbers: [cableNumbers[0]], locationId: 'S-NOPE-99' }, anna);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_location');
  });

  it('hides prices for EJ_SE_PRISER and discounts for EJ_SE_RABATTER; foreign customers are 403, bad tokens 401', async () => {
    const dana = await signTestAccessToken({ customerId: 'C-1001', permissionDenies: ['EJ_SE_PRISER', 'EJ_SE_RABATTER'] });
    expect((await getVariants({ articleNumbers: [cableNumbers[0]] }, dana)).body.data.getVariants[0].price).toBeNull();
    const noDiscounts = await signTestAccessToken({ customerId: 'C-1001', permissionDenies: ['EJ_SE_RABATTER'] });
    const price = (await getVariants({ articleNumbers: [cableNumbers[0]] }, noDiscounts)).body.data.getVariants[0].price;
    expect(price).toMatchObject({ discounts: [], discountAmount: null, discountPercentage: null, netPrice: expect.any(Number) });
    const foreign = await api('/graphql', { token: anna, body: { query: `{ getVariants(articleNumbers: ["${cableNumbers[0]}"], customerId: "C-2001") { articleNumber } }` } });
    expect(foreign.status).toBe(403);
    const viaHeader = await api('/graphql', { token: anna, headers: { 'customer-id': 'C-2001' }, body: { query: `{ getVariants(articleNumbers: ["${cableNumbers[0]}"]) { articleNumber } }` } });
    expect(viaHeader.body.error).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await getVariants({ articleNumbers: [cableNumbers[0]] }, 'not.a.token')).status).toBe(401);
  });

  it('answers 400 with errors for bad documents and arguments', async () => {
    const syntax = await api('/graphql', { body: { query: '{ getVariants(' } });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].message).toMatch(/Syntax Error/);
    const unknownField = await api('/graphql', { body: { query: '{ getVariants(articleNumbers: []) { password } }' } });
    expect(unknownField.status).toBe(400);
    const tooMany = await getVariants({ articleNumbers: Array.from({ length: 201 }, (_, i) => String(1_000_000 + i)) });
    expect(tooMany.status).toBe(400);
    expect((await api('/graphql', { rawBody: '{"query":' })).status).toBe(400);
  });

  it('applies bracket prices for complete order prices, and lists them at /prices/{id}/brackets', async () => {
    const screws = (await search({ q: 'träskruv', pageSize: 100 })).body.items.map((item: any) => item.articleNumber);
    const priced = (await getVariants({ articleNumbers: screws, skipStock: true }, anna)).body.data.getVariants;
    const withBrackets = priced.find((v: any) => v.price?.hasBracketPrices);
    expect(withBrackets).toBeDefined();
    const table = await api(`/prices/${withBrackets.articleNumber}/brackets`, { token: anna });
    expect(table.status).toBe(200);
    expect(table.body.brackets[0]).toMatchObject({ minQuantity: 1, netPrice: withBrackets.price.netPrice });
    const nets = table.body.brackets.map((b: any) => b.netPrice);
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    const top = table.body.brackets.at(-1);
    const ordered = await getVariants({ articleNumbers: [withBrackets.articleNumber], completeOrderPrice: true, stockInput: { articles: [{ articleNumber: withBrackets.articleNumber, quantity: top.minQuantity }] } }, anna);
    expect(ordered.body.data.getVariants[0].price.netPrice).toBeLessThanOrEqual(top.netPrice);
    expect((await api(`/prices/${withBrackets.articleNumber}/brackets`)).status).toBe(401);
    expect((await api('/prices/0000000/brackets', { token: anna })).status).toBe(404);
  });

  it('shows campaign prices with the price before the campaign', async () => {
    const items = (await search({ campaign: 'elkampanj', pageSize: 60 })).body.items.map((item: any) => item.articleNumber);
    const priced = (await getVariants({ articleNumbers: items, skipStock: true }, anna)).body.data.getVariants;
    const onCampaign = priced.filter((v: any) => v.price?.priceType === 'CAMPAIGN');
    expect(onCampaign.length).toBeGreaterThan(0);
    for (const v of onCampaign) expect(v.price.preCampaignPrice).toBeGreaterThan(v.price.netPrice);
  });

  it('links discontinued variants to their replacement and products to their variants', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ categoryPath: 'infastning', pageSize: 100, page })));
    const many = pages.flatMap((answer) => answer.body.items).filter((i: any) => i.discontinued).map((i: any) => i.articleNumber);
    const variants = (await getVariants({ articleNumbers: many.slice(0, 200), skipPrice: true, skipStock: true })).body.data.getVariants;
    const replaced = variants.find((v: any) => v.relations.length > 0);
    expect(replaced.relations[0]).toMatchObject({ type: 'ersattningsartikel', label: 'Ersättningsartikel', variantSlug: expect.any(String) });
    expect(replaced.product.variants.map((v: any) => v.articleNumber)).toContain(replaced.articleNumber);
  });
});

describe('search', () => {
  it('finds words by prefix and without diacritics, with facets and matching categories', async () => {
    const answer = await search({ q: 'traskr', pageSize: 5 }, { 'api-version': '2', 'user-id': 'U-0001' });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(5);
    for (const item of answer.body.items) expect(item.name).toMatch(/skruv/i);
    const brand = answer.body.facets.find((f: any) => f.name === 'brand');
    expect(brand).toMatchObject({ label: 'Varumärke', items: expect.arrayContaining([expect.objectContaining({ count: expect.any(Number), selected: false })]) });
    expect(answer.body.categories.map((c: any) => c.name)).toContain('Träskruv');
  });

  it('finds an article by its exact article number and by its EAN, first', async () => {
    for (const q of [cables[3].articleNumber, cables[3].ean]) {
      const answer = await search({ q });
      expect(answer.body.exactMatch).toBe(cables[3].articleNumber);
      expect(answer.body.items[0].articleNumber).toBe(cables[3].articleNumber);
    }
  });

  it('filters by facets (any value of a facet, every facet) and keeps counts for the other values', async () => {
    const all = await search({ categoryPath: 'el/kabel', pageSize: 48 });
    const brand = all.body.facets.find((f: any) => f.name === 'brand').items[0];
    const filtered = await search({ categoryPath: 'el/kabel', facets: { brand: [brand.value] }, pageSize: 48 });
    expect(filtered.body.total).toBe(brand.count);
    for (const item of filtered.body.items) expect(item.brand).toBe(brand.value);
    const brands = filtered.body.facets.find((f: any) => f.name === 'brand').items;
    expect(brands.find((i: any) => i.value === brand.value)).toMatchObject({ selected: true, count: brand.count });
    expect(brands.length).toBeGreaterThan(1);
    const unknown = await search({ categoryPath: 'el/kabel', facets: { brand: ['Finns Inte AB'] } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.total).toBe(0);
  });

  it('pages through results and sorts by name', async () => {
    const first = await search({ categoryPath: 'el', pageSize: 10, sort: 'name-asc' });
    const second = await search({ categoryPath: 'el', pageSize: 10, page: 2, sort: 'name-asc' });
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / 10));
    const names = [...first.body.items, ...second.body.items].map((i: any) => i.name);
    expect(names).toEqual([...names].sort());
    expect(new Set([...first.body.items, ...second.body.items].map((i: any) => i.articleNumber)).size).toBe(20);
    const beyond = await search({ categoryPath: 'el', page: 9_999, pageSize: 100 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.items).toEqual([]);
  });

  it('treats absurd input as text or answers 400, never 500', async () => {
    for (const q of [`'; DROP TABLE variants; --`, '"kabel" OR name:* NEAR(a b) ^x', '<script>alert(1)</script>', 'a'.repeat(10_000), '***', 'ö'.repeat(5000)]) {
      const answer = await search({ q });
      expect(answer.status, q.slice(0, 40)).toBe(200);
      expect(answer.body.q.length).toBeLessThanOrEqual(200);
    }
    for (const body of [{ q: 'a'.repeat(10_001) }, { q: '' }, { q: 'kabel', page: 0 }, { q: 'kabel', pageSize: 1000 }, { q: 'kabel', sort: 'random' }, { q: 42 }]) {
      const answer = await search(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.error).toMatchObject({ status: 400, code: expect.any(String) });
    }
    expect((await search({ q: 'kabel' }, { 'api-version': 'drop table' })).status).toBe(400);
    expect((await api('/search', { rawBody: '{"q":' })).status).toBe(400);
  });

  it('limits search to the customer assortment', async () => {
    const everything = await search({ q: 'köldmedium' });
    const byggEl = await search({ q: 'köldmedium', assortment: 'bygg-el' });
    expect(everything.body.total).toBeGreaterThan(0);
    expect(byggEl.body.total).toBe(0);
    expect((await search({ categoryPath: 'kyla', assortment: 'bygg-el' })).status).toBe(404);
    expect((await search({ q: 'kabel', assortment: 'okand' })).status).toBe(404);
  });

  it('looks variants up by attribute and stores tracking events', async () => {
    const byEan = await api('/getEntitiesByAttribute', { body: { attributeName: 'ean', attributeValues: [cables[0].ean] } });
    expect(byEan.body.result.map((v: any) => v.articleNumber)).toEqual([cables[0].articleNumber]);
    expect((await api('/getEntitiesByAttribute', { body: { attributeName: 'password', attributeValues: ['x'] } })).status).toBe(400);
    const trackingId = 'V1StGXR8_Z5jdHi6B-myT';
    const events = [
      { type: 'click', entity: { type: 'variant', id: cables[0].articleNumber }, quantity: 1 },
      { type: 'purchase', entity: { type: 'variant', id: cables[0].articleNumber }, quantity: 3, orderId: 'O-1' },
    ];
    expect(await api('/createEvents', { body: { trackingId, events } })).toMatchObject({ status: 202, body: { accepted: 2 } });
    expect((await api('/createEvents', { body: { trackingId, events: [{ ...events[1], orderId: undefined }] } })).status).toBe(400);
    expect((await api('/createEvents', { body: { trackingId: 'short', events } })).status).toBe(400);
  });
});

describe('catalogue structure', () => {
  it('menu: eight top categories with icons; the bygg-el assortment shows a subset', async () => {
    const all = await api('/menu');
    expect(all.headers.get('cache-control')).toMatch(/public/);
    expect(all.body.categories.map((c: any) => [c.icon, c.name])).toEqual([
      ['fastenings', 'Infästning'], ['sprinkler', 'Sprinkler'], ['vvs-industri', 'VVS & Industri'], ['verktyg', 'Verktyg'],
      ['mark-va', 'Mark & VA'], ['fastighet', 'Fastighet'], ['kyla', 'Kyla'], ['el', 'El'],
    ]);
    const byggEl = await api('/menu?assortment=bygg-el&depth=2');
    expect(byggEl.body.categories.map((c: any) => c.icon)).toEqual(['fastenings', 'vvs-industri', 'verktyg', 'fastighet', 'el']);
    expect(byggEl.body.categories[1].children.map((c: any) => c.path)).toEqual(['vvs-industri/ror-rordelar']);
    expect((await api('/menu?assortment=okand')).status).toBe(404);
    expect((await api('/menu?depth=99')).status).toBe(400);
  });

  it('breadcrumbs by id and by path, misses reported in errors', async () => {
    const kabel = await api('/breadcrumbs/K0801?images=true');
    expect(kabel.body).toMatchObject({ name: 'Kabel & ledning', path: 'el/kabel', icon: 'el', parents: [{ name: 'El', path: 'el' }] });
    expect(kabel.body.children[0]).toMatchObject({ path: 'el/kabel/installationskabel', image: expect.stringMatching(/\.svg$/) });
    expect((await api('/breadcrumbs/K07?assortment=bygg-el')).status).toBe(404);
    const found = await api('/breadcrumbs/search', { body: { paths: ['el/kabel', 'el/finns-inte'], ids: ['K01'] } });
    expect(found.body.result.map((r: any) => r.path)).toEqual(['infastning', 'el/kabel']);
    expect(found.body.errors).toEqual([{ path: 'el/finns-inte', status: 404, message: 'Unknown category' }]);
    expect((await api('/breadcrumbs/search', { body: {} })).status).toBe(400);
  });

  it('attribute sequence of a category, SSG disabled', async () => {
    const answer = await api('/attribute-sequence/K08010101/1');
    expect(answer.body.data[0]).toEqual({ attributeName: 'Ledare', sequence: 1, disabled: false });
    expect(answer.body.data.find((a: any) => a.attributeName === 'SSG')).toMatchObject({ disabled: true });
    expect((await api('/attribute-sequence/K99/1')).status).toBe(404);
    expect((await api('/attribute-sequence/K08/2')).status).toBe(404);
  });

  it('variant by slug, with its image', async () => {
    const page = await api(`/variants/by-slug/${cables[0].variantSlug}`);
    expect(page.body.variant).toMatchObject({ articleNumber: cables[0].articleNumber, stockedAt: expect.any(Array), relations: expect.any(Array) });
    const image = await fetch(backend + page.body.variant.images[0].assetUrl);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toContain(cables[0].articleNumber);
    expect((await api('/variants/by-slug/finns-inte-1234567')).status).toBe(404);
    expect((await api('/variants/by-slug/%3Cscript%3E')).status).toBe(400);
  });

  it('stock for several articles at chosen locations', async () => {
    const answer = await api('/stock', { body: { articles: cableNumbers.slice(0, 2), locationIds: ['S-STO-01'] } });
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0].locations.map((l: any) => l.locationId)).toEqual(['CL-01', 'S-STO-01']);
    expect(answer.body.data[0].stockType).toMatch(/^(LAG|TRA|TRA_PLUS|VIR)$/);
    expect((await api('/stock', { body: { articles: cableNumbers, locationIds: ['X'] } })).status).toBe(400);
    expect((await api('/stock', { body: { articles: [] } })).status).toBe(400);
  });
});

describe('assortments and campaigns', () => {
  it('active campaigns, the customer’s own ones, and no finished ones', async () => {
    const general = (await api('/campaigns/active-campaigns')).body.data;
    expect(general.map((c: any) => c.slug)).toEqual(expect.arrayContaining(['proffsdagar', 'elkampanj', 'elbilsladdning']));
    expect(general.map((c: any) => c.slug)).not.toContain('sommarkampanj-2025');
    expect(general.find((c: any) => c.slug === 'elbilsladdning')).toMatchObject({ isAssortment: true, name: 'Elbilsladdning' });
    const own = await api('/campaigns/active-campaigns/customer', { token: anna });
    expect(own.body.data.map((c: any) => c.slug)).toContain('kundkampanj-bygg-el-norr');
    expect((await api('/campaigns/active-campaigns/customer')).status).toBe(401);
    expect((await search({ campaign: 'sommarkampanj-2025' })).status).toBe(404);
  });

  it('selected product groups and the customer assortment', async () => {
    const group = await api('/selected-product-groups/SPG-001');
    expect(group.body).toMatchObject({ id: 'SPG-001', name: 'Populärt just nu' });
    expect(group.body.items.length).toBeGreaterThan(0);
    expect((await api('/selected-product-groups/SPG-999')).status).toBe(404);
    const assortment = await api('/customers/C-1001/assortment', { token: anna });
    expect(assortment.body.assortment).toMatchObject({ id: 'bygg-el', name: 'Bygg & El' });
    expect((await api('/customers/C-2001/assortment', { token: anna })).status).toBe(403);
  });
});
