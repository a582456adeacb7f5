import { describe, expect, inject, it } from 'vitest';

// Contract tests of the embedded Contentful-compatible delivery API (spec points 3, 5, 7, 8)
// against the backend worker in workerd with a freshly migrated and seeded D1.
const backend = inject('backendOrigin');

// Development tokens of backend/wrangler.toml [vars].
const DELIVERY = 'dev-content-delivery-token';
const PREVIEW = 'dev-content-preview-token';
const BRANDS = ['ljus', 'virke', 'ror'] as const;
const FRONT_PAGE_SECTIONS = ['largeSection', 'subBanners', 'randomBanners', 'marketingBanners', 'contentBanners', 'selectedProducts', 'assortmentIcons', 'serviceCards', 'video'];

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(backend + path, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

/** GET /spaces/{space}/environments/{env}/{path}?params with a bearer token (null: none). */
function cda(path: string, params: Record<string, string> = {}, options: { space?: string; environment?: string; token?: string | null } = {}): Promise<Answer> {
  const { space = 'ljus', environment = 'master', token = DELIVERY } = options;
  const query = new URLSearchParams(params).toString();
  return call(`/spaces/${space}/environments/${environment}/${path}${query ? `?${query}` : ''}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

const entries = (params: Record<string, string>, options: Parameters<typeof cda>[2] = {}) => cda('entries', params, options);
const ids = (answer: Answer): string[] => answer.body.items.map((item: any) => item.sys.id);

/** The included entry a link points at. */
const included = (answer: Answer, linkOrId: any) => answer.body.includes?.Entry?.find((entry: any) => entry.sys.id === (linkOrId.sys?.id ?? linkOrId));

function expectCdaError(answer: Answer, status: number, id: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.sys).toEqual({ type: 'Error', id });
  expect(typeof answer.body.message).toBe('string');
}

describe('front pages', () => {
  it.each(BRANDS)('%s: a hero and sections of all nine types, resolved through includes', async (brand) => {
    const answer = await entries({ content_type: 'frontPage', include: '2' }, { space: brand });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/vnd.contentful.delivery.v1+json');
    expect(answer.body).toMatchObject({ sys: { type: 'Array' }, total: 1, skip: 0, limit: 100 });
    expect(answer.body.errors).toBeUndefined();
    const [front] = answer.body.items;
    expect(front.sys).toMatchObject({ type: 'Entry', id: 'front-page', locale: 'sv-SE', space: { sys: { type: 'Link', linkType: 'Space', id: brand } }, contentType: { sys: { id: 'frontPage' } } });
    const sectionTypes = front.fields.sections.map((link: any) => included(answer, link)?.sys.contentType.sys.id);
    expect(new Set(sectionTypes)).toEqual(new Set(FRONT_PAGE_SECTIONS));
    expect(front.fields.sections.length).toBeLessThanOrEqual(20);
    const hero = included(answer, front.fields.hero);
    const heroImage = answer.body.includes.Asset.find((asset: any) => asset.sys.id === hero.fields.heroDesktop.sys.id);
    expect(heroImage.fields.file).toMatchObject({ contentType: 'image/svg+xml', url: `/images/content/${brand}/hero-start-desktop.svg` });
  });

  it('differs per brand, and each space draws its images in its brand colour', async () => {
    const titles = await Promise.all(BRANDS.map(async (brand) => (await entries({ content_type: 'hero', 'fields.slug': 'start' }, { space: brand })).body.items[0].fields.title));
    expect(new Set(titles).size).toBe(3);
    const image = await call('/images/content/virke/hero-start-desktop.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.body).toContain('#1f4d2e');
    expect((await call('/images/content/virke/nope.svg')).status).toBe(404);
    expect((await call('/images/content/virke/..%2Fsecret.svg')).status).toBe(400);
  });

  it('points SelectedProducts at a seeded product group', async () => {
    const section = (await entries({ content_type: 'selectedProducts', 'sys.id': 'section-selected-products' })).body.items[0];
    const group = await call(`/selected-product-groups/${section.fields.selectedProductsId}`);
    expect(group.status).toBe(200);
    expect(group.body.items.length).toBeGreaterThan(0);
  });
});

describe('filters, select and order', () => {
  it('finds a page by slug, a listing by slug and a store page by storeId', async () => {
    expect(ids(await entries({ content_type: 'contentPage', 'fields.slug': 'om-oss' }))).toEqual(['page-om-oss']);
    expect(ids(await entries({ content_type: 'contentListingPage', 'fields.slug': 'nyheter' }))).toEqual(['listing-nyheter']);
    const store = await entries({ content_type: 'storePage', 'fields.storeId': 'S-GBG-01' });
    expect(store.body.items[0].fields).toMatchObject({ storeId: 'S-GBG-01', name: 'Ljusgrossen Göteborg', location: { lat: 57.7089, lon: 11.9746 }, openingHoursSunday: '10:00-14:00' });
  });

  it('supports [ne], [in], [exists], sys.id and sys.id[in]', async () => {
    const all = (await entries({ content_type: 'contentPage', limit: '1000', select: 'sys.id,fields.excludeFromSearch' })).body.items;
    const searchable = await entries({ content_type: 'contentPage', 'fields.excludeFromSearch[ne]': 'true', limit: '1000' });
    expect(searchable.body.total).toBe(all.filter((page: any) => page.fields.excludeFromSearch !== true).length);
    expect(ids(searchable)).not.toContain('page-integritetspolicy');
    expect(ids(await entries({ content_type: 'contentPage', 'fields.slug[in]': 'kakor,om-oss,nope', order: 'fields.slug' }))).toEqual(['page-kakor', 'page-om-oss']);
    expect(ids(await entries({ content_type: 'contentPage', 'fields.hero[exists]': 'true' }))).toEqual(['page-om-oss']);
    expect(ids(await entries({ 'sys.id': 'header' }))).toEqual(['header']);
    expect(ids(await entries({ 'sys.id[in]': 'footer,header,nope' })).sort()).toEqual(['footer', 'header']);
  });

  it('selects only the asked-for properties', async () => {
    const answer = await entries({ content_type: 'contentPage', 'fields.slug': 'om-oss', select: 'sys.id,fields.title,fields.slug' });
    expect(answer.body.items).toEqual([{ sys: { id: 'page-om-oss' }, fields: { title: 'Om Ljusgrossen', slug: 'om-oss' } }]);
  });

  it('orders by several fields, - for descending, and pages with skip and limit', async () => {
    const descending = (await entries({ content_type: 'storePage', order: '-fields.storeId', select: 'fields.storeId', limit: '1000' })).body.items.map((item: any) => item.fields.storeId);
    expect(descending).toEqual([...descending].sort().reverse());
    const menu = (await entries({ content_type: 'ourServicesMenu', order: 'fields.parentSlug,fields.sortOrder', select: 'fields.slug,fields.parentSlug' })).body.items;
    expect(menu[0].fields.parentSlug).toBeUndefined();
    const page2 = await entries({ content_type: 'storePage', order: '-fields.storeId', select: 'fields.storeId', limit: '5', skip: '5' });
    expect(page2.body).toMatchObject({ skip: 5, limit: 5 });
    expect(page2.body.items.map((item: any) => item.fields.storeId)).toEqual(descending.slice(5, 10));
  });

  it('searches full text (page search: listing page ids, not excluded, limit 5, include 2)', async () => {
    const listings = (await entries({ content_type: 'contentListingPage', select: 'fields.pages' })).body.items;
    const pageIds = listings.flatMap((listing: any) => listing.fields.pages.map((link: any) => link.sys.id));
    const answer = await entries({ content_type: 'contentPage', 'sys.id[in]': pageIds.join(','), 'fields.excludeFromSearch[ne]': 'true', query: 'LEVERANS', limit: '5', include: '2' });
    expect(answer.status).toBe(200);
    expect(ids(answer)).toContain('page-leverans-till-bygget');
    expect(ids(answer)).not.toContain('page-avtalspriser');
    expect(answer.body.items.length).toBeLessThanOrEqual(5);
    expect(ids(await entries({ query: 'Åberg', content_type: 'contact' }))).toContain('contact-montor');
  });

  it('answers every field in its locale with locale=*', async () => {
    const answer = await entries({ 'sys.id': 'front-page', locale: '*' });
    expect(answer.body.items[0].sys.locale).toBeUndefined();
    expect(answer.body.items[0].fields.name).toEqual({ 'sv-SE': 'Ljusgrossen startsida' });
  });
});

describe('links and includes', () => {
  it('resolves nested links level by level', async () => {
    const one = await entries({ content_type: 'contentListingPage', 'fields.slug': 'guider', include: '1' });
    const two = await entries({ content_type: 'contentListingPage', 'fields.slug': 'guider', include: '2' });
    const none = await entries({ content_type: 'contentListingPage', 'fields.slug': 'guider', include: '0' });
    expect(none.body.includes).toBeUndefined();
    const pageIds = one.body.items[0].fields.pages.map((link: any) => link.sys.id);
    expect(one.body.includes.Entry.map((entry: any) => entry.sys.id)).toEqual(expect.arrayContaining(pageIds));
    // The pages' sections and thumbnails are one level further.
    const handbook = included(two, 'page-handboken');
    expect(included(one, handbook.fields.sections[0])).toBeUndefined();
    expect(included(two, handbook.fields.sections[0])).toBeDefined();
    expect(two.body.includes.Asset.map((asset: any) => asset.sys.id)).toContain(handbook.fields.thumbnail.sys.id);
  });

  it('reports links to missing entries in errors with notResolvable and answers the rest', async () => {
    const answer = await entries({ content_type: 'contentPage', 'fields.slug': 'montageservice', include: '2' });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([{ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'contact-borttagen' } }]);
    expect(included(answer, 'contact-montor')).toBeDefined();
  });

  it('resolves embedded buttons in rich text and finds linking entries (links_to_entry)', async () => {
    const answer = await entries({ 'sys.id': 'section-large-intro' });
    expect(included(answer, 'button-bli-kund').fields).toMatchObject({ text: 'Bli kund', url: '/bli-kund' });
    expect(ids(await entries({ links_to_entry: 'page-montageservice' }))).toEqual(['listing-tjanster']);
  });
});

describe('drafts and tokens', () => {
  it('shows the draft to the preview token only', async () => {
    const query = { content_type: 'contentPage', 'fields.slug': 'vinterkampanj' };
    expect((await entries(query)).body.total).toBe(0);
    expect((await entries(query, { token: PREVIEW, environment: 'stage' })).body.total).toBe(1);
    expectCdaError(await cda('entries/page-vinterkampanj'), 404, 'NotFound');
    expect((await cda('entries/page-vinterkampanj', {}, { token: PREVIEW })).status).toBe(200);
    expect((await entries(query, { token: PREVIEW })).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 AccessTokenInvalid to a missing or wrong token, and takes access_token too', async () => {
    expectCdaError(await entries({}, { token: null }), 401, 'AccessTokenInvalid');
    expectCdaError(await entries({}, { token: 'wrong' }), 401, 'AccessTokenInvalid');
    expectCdaError(await entries({ access_token: 'wrong' }, { token: null }), 401, 'AccessTokenInvalid');
    expect((await entries({ access_token: DELIVERY, content_type: 'logo' }, { token: null })).body.total).toBe(1);
    expectCdaError(await call('/spaces/ljus', { headers: { authorization: 'Bearer wrong' } }), 401, 'AccessTokenInvalid');
  });

  it('answers 404 NotFound for unknown spaces, environments, entries and endpoints', async () => {
    expectCdaError(await entries({}, { space: 'nope' }), 404, 'NotFound');
    expectCdaError(await entries({}, { environment: 'dev' }), 404, 'NotFound');
    expectCdaError(await cda('entries/nope'), 404, 'NotFound');
    expectCdaError(await cda('assets/nope'), 404, 'NotFound');
    expectCdaError(await cda('nope'), 404, 'NotFound');
  });
});

describe('bad queries', () => {
  it.each([
    [{ limit: '1001' }],
    [{ limit: '-1' }],
    [{ include: '11' }],
    [{ skip: 'ten' }],
    [{ content_type: 'nope' }],
    [{ 'fields.slug': 'om-oss' }],
    [{ content_type: 'contentPage', 'fields.nope': 'x' }],
    [{ content_type: 'contentPage', 'fields.slug[lt]': 'x' }],
    [{ content_type: 'contentPage', 'fields.excludeFromSearch': 'maybe' }],
    [{ content_type: 'contentPage', order: 'fields.ingress' }],
    [{ select: 'fields.a.b.c' }],
    [{ 'sys.id[unknown]': 'x' }],
    [{ foo: 'bar' }],
    [{ query: 'x'.repeat(300) }],
  ])('%j → 400 InvalidQuery', async (params) => {
    expectCdaError(await entries(params), 400, 'InvalidQuery');
  });

  it('answers an unknown locale with 400 BadRequest', async () => {
    expectCdaError(await entries({ locale: 'en-US' }), 400, 'BadRequest');
  });

  it('refuses an over-long query string with 414 and a repeated parameter with 400', async () => {
    expect((await entries({ content_type: 'contentPage', 'sys.id[in]': Array.from({ length: 900 }, (_, i) => `page-${i}`).join(',') })).status).toBe(414);
    const repeated = await call('/spaces/ljus/environments/master/entries?limit=1&limit=2', { headers: { authorization: `Bearer ${DELIVERY}` } });
    expectCdaError(repeated, 400, 'InvalidQuery');
  });
});

describe('tags, content types, locales, space', () => {
  it('lists the tags in one call, filters entries by tag and matches listing tag orders', async () => {
    const tags = await cda('tags');
    expect(tags.body.items.map((tag: any) => tag.name)).toEqual(expect.arrayContaining(['Nyhet', 'Guide', 'Hållbarhet', 'Tjänst']));
    expect(tags.body.items[0].sys).toMatchObject({ type: 'Tag', visibility: 'public' });
    const tagIds = new Set(tags.body.items.map((tag: any) => tag.sys.id));
    for (const listing of (await entries({ content_type: 'contentListingPage' })).body.items) for (const tag of listing.fields.tagOrder) expect(tagIds.has(tag)).toBe(true);
    const tagged = await entries({ 'metadata.tags.sys.id[in]': 'hallbarhet', select: 'sys.id,metadata' });
    expect(tagged.body.total).toBeGreaterThan(0);
    for (const item of tagged.body.items) expect(item.metadata.tags.map((link: any) => link.sys.id)).toContain('hallbarhet');
    expect((await cda('tags/nyhet')).body.name).toBe('Nyhet');
  });

  it('serves the content model, the one locale and the space', async () => {
    const types = await cda('content_types', { limit: '1000' });
    expect(types.body.items.map((type: any) => type.sys.id)).toEqual(expect.arrayContaining(['frontPage', 'hero', 'contentPage', 'contentListingPage', 'storePage', 'retailer', 'dynamicForm', 'logo', 'header', 'footer', 'ourServicesMenu', 'alertBanner', 'informationBanner', ...FRONT_PAGE_SECTIONS]));
    const storePage = (await cda('content_types/storePage')).body;
    expect(storePage.fields.map((field: any) => field.id)).toEqual(expect.arrayContaining(['storeId', 'openingHoursMonday', 'openingHoursSunday', 'specialOpeningHoursWeekdays', 'contacts', 'location']));
    expect((await cda('locales')).body.items).toEqual([expect.objectContaining({ code: 'sv-SE', default: true })]);
    expect((await call('/spaces/ror', { headers: { authorization: `Bearer ${DELIVERY}` } })).body).toMatchObject({ sys: { type: 'Space', id: 'ror' }, name: 'Rörkraft' });
  });
});

describe('store pages, retailers, forms', () => {
  it('has a store page matching every store of the location service', async () => {
    const stores = (await call('/locations')).body.data.filter((store: any) => store.type === 'STORE');
    const pages = (await entries({ content_type: 'storePage', limit: '1000', include: '0' }, { space: 'ror' })).body.items;
    expect(pages.map((page: any) => page.fields.storeId).sort()).toEqual(stores.map((store: any) => store.id).sort());
    for (const store of stores) {
      const page = pages.find((candidate: any) => candidate.fields.storeId === store.id);
      expect(page.fields.phone).toBe(store.phone);
      expect(page.fields.location).toEqual(store.location);
      expect(page.fields.openingHoursMonday).toBe(store.openingHours.mon ? `${store.openingHours.mon.opens}-${store.openingHours.mon.closes}` : 'Stängt');
    }
  });

  it('has retailers and a dynamic form with typed, required inputs', async () => {
    expect((await entries({ content_type: 'retailer' })).body.total).toBeGreaterThan(5);
    const form = await entries({ content_type: 'dynamicForm', 'fields.id': 'bli-kund', include: '1' });
    const inputs = form.body.items[0].fields.inputs.map((link: any) => included(form, link).fields);
    expect(new Set(inputs.map((input: any) => input.type))).toEqual(new Set(['text', 'textarea', 'email', 'tel', 'number', 'select', 'radio', 'checkbox', 'date']));
    expect(inputs.some((input: any) => input.requiredField)).toBe(true);
  });

  it('stores a valid submission and names the invalid inputs of another', async () => {
    const submit = (body: unknown, query = '?space=virke') =>
      call(`/forms/kontakt/submissions${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await submit({ values: { namn: 'Anna Andersson', epost: 'anna@bygg.se', amne: 'Faktura', meddelande: 'Hej!' }, pageUrl: '/kundservice' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ formId: 'kontakt', space: 'virke' });
    const invalid = await submit({ values: { namn: ' ', epost: 'anna@bygg', amne: 'Annat ämne' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors).toEqual({ namn: 'required', epost: 'invalid_email', amne: 'invalid_choice', meddelande: 'required' });
    expect((await submit({ values: { admin: 'x' } })).status).toBe(400);
    expect((await submit({ values: {} }, '')).status).toBe(400);
    expect((await submit({ values: {} }, '?space=nope')).status).toBe(404);
  });
});

describe('asset keys (spec point 5)', () => {
  const createKey = (body: string, token: string | null = DELIVERY) =>
    call('/spaces/ljus/environments/master/asset_keys', { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  const now = () => Math.floor(Date.now() / 1000);

  it('answers a policy and a secret for an expiry within 48 hours', async () => {
    const answer = await createKey(JSON.stringify({ expiresAt: now() + 3600 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ policy: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), secret: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['in the past', () => now() - 60],
    ['more than 48 hours ahead', () => now() + 48 * 3600 + 120],
    ['not a number', () => String(now() + 60)],
    ['in milliseconds', () => Date.now() + 60_000],
  ])('refuses an expiresAt %s with 422 ValidationFailed', async (_, expiresAt) => {
    expectCdaError(await createKey(JSON.stringify({ expiresAt: expiresAt() })), 422, 'ValidationFailed');
  });

  it('refuses a body that is not JSON (400) and a missing token (401)', async () => {
    expectCdaError(await createKey('expiresAt=1'), 400, 'BadRequest');
    expectCdaError(await createKey(JSON.stringify({ expiresAt: now() + 60 }), null), 401, 'AccessTokenInvalid');
  });
});
