import { describe, expect, it } from 'vitest';
import { api, cables, search, useCables } from '../../support/backend-catalogue-api';

// Contract tests of the embedded search service (spec point 7): words, article numbers and EANs,
// facets, paging, absurd input, assortments, lookups by attribute and tracking events.
useCables();

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

  it('counts each facet value of a word that names categories as many as filtering by it finds', async () => {
    // Words that name categories hit whole leaves, whose counts come precomputed (run-search.ts);
    // filtering by a value counts the hits live, so both ways must agree.
    for (const body of [{ q: 'kabel' }, { q: 'led' }, { q: 'skruv rostfri' }, { q: 'kabel', assortment: 'bygg-el' }, { q: 'kabel', categoryPath: 'el' }]) {
      const answer = await search({ ...body, pageSize: 1 });
      expect(answer.body.total, JSON.stringify(body)).toBeGreaterThan(0);
      const checked = answer.body.facets.flatMap((facet: any) => facet.items.slice(0, 3).map((item: any) => ({ facet, item })));
      expect(checked.length, JSON.stringify(body)).toBeGreaterThan(3);
      for (const { facet, item } of checked) {
        const filtered = facet.name === 'category' ? await search({ ...body, categoryPath: item.path, pageSize: 1 }) : await search({ ...body, facets: { [facet.name]: [item.value] }, pageSize: 1 });
        expect(filtered.body.total, `${JSON.stringify(body)} ${facet.name}=${item.value}`).toBe(item.count);
      }
    }
  });

  it('totals a word that names categories as many as a live count of its hits', async () => {
    // Such a word's total is its whole leaves' counts plus a count of its other hits
    // (run-search.ts); a filter on every brand counts all the hits live, so both must agree.
    for (const body of [{ q: 'kabel' }, { q: 'led' }, { q: 'skruv rostfri' }, { q: 'kabel', assortment: 'bygg-el' }, { q: 'kabel', categoryPath: 'el' }]) {
      const answer = await search({ ...body, pageSize: 1 });
      const brands = answer.body.facets.find((f: any) => f.name === 'brand').items.map((item: any) => item.value);
      const live = await search({ ...body, facets: { brand: brands }, pageSize: 1 });
      expect(answer.body.total, JSON.stringify(body)).toBeGreaterThan(0);
      expect(live.body.total, JSON.stringify(body)).toBe(answer.body.total);
    }
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
