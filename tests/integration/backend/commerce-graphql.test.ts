import { describe, expect, it } from 'vitest';
import { anna, api, cableNumbers, getVariants, search, useCables } from '../../support/backend-catalogue-api';
import { signTestAccessToken } from '../../support/tokens';

// Contract tests of the embedded commerce GraphQL service (spec point 7): getVariants with
// prices per customer, stock per location, permission denies and bracket and campaign prices,
// against the backend worker in workerd with a freshly migrated and seeded D1.
useCables();

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
