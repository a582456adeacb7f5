import { describe, expect, it } from 'vitest';
import { BRANDS, call, entries, FRONT_PAGE_SECTIONS, ids, included } from '../../support/backend-content-api';

// Contract tests of the embedded Contentful-compatible delivery API (spec points 3, 5, 7, 8):
// front pages, filters, select and order, links and includes, against the backend worker in
// workerd with a freshly migrated and seeded D1.

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
    // Pictures are files in the shop's object store (decision 024), as on Contentful's asset CDN.
    expect(heroImage.fields.file).toMatchObject({ contentType: 'image/png', url: expect.stringMatching(new RegExp(`^/images/k/g\\d+/${brand}-hero-start-desktop\\.png$`)), details: { image: { width: 1920, height: 640 } } });
  });

  it('differs per brand, and each space draws its logos in its brand colour', async () => {
    const titles = await Promise.all(BRANDS.map(async (brand) => (await entries({ content_type: 'hero', 'fields.slug': 'start' }, { space: brand })).body.items[0].fields.title));
    expect(new Set(titles).size).toBe(3);
    const image = await call('/images/content/virke/logo.svg');
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
    // A word longer than the 50 bytes D1 takes as a LIKE pattern: still a search, not a database error.
    expect(await entries({ query: 'ö'.repeat(60) })).toMatchObject({ status: 200, body: { total: 0 } });
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
