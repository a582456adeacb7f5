import { describe, expect, inject, it } from 'vitest';
import { anna, api, cableNumbers, cables, search, useCables } from '../../support/backend-catalogue-api';

// Contract tests of the embedded catalogue and campaign services (spec point 7): menu,
// breadcrumbs, attribute sequences, variants by slug, stock, campaigns and assortments.
const backend = inject('backendOrigin');
useCables();

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
    expect(kabel.body.children[0]).toMatchObject({ path: 'el/kabel/installationskabel', image: expect.stringMatching(/^\/images\/c\/g\d+\/el-coil\.png$/) });
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
    // A cable shows the cable-coil illustration in its finish, from the shop's object store.
    expect(page.body.variant.images[0]).toMatchObject({ assetUrl: expect.stringMatching(/^\/images\/p\/g\d+\/coil-[a-z]+-1\.png$/), assetMimeType: 'image/png' });
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
