import { describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../../../lib/auth/permissions';
import type { UpstreamService } from '../../../lib/upstream';
import { loadListingOffers } from './listing-offers';

vi.mock('server-only', () => ({}));

const ARTICLES = Array.from({ length: 48 }, (_, i) => String(1_000_000 + i));

function variant(articleNumber: string, withPrice: boolean) {
  return {
    articleNumber, name: `Artikel ${articleNumber}`, discontinued: false, variantSlug: `artikel-${articleNumber}`, filterTags: [], stockedAt: ['S-1'],
    purchaseConstraints: [], webSalesUnit: { unit: 'ST', conversionFactor: 1, conversionUnit: 'ST' }, ean: null, unit: 'ST',
    product: { id: 'P1', name: 'Produkt', breadcrumb: { parents: [] }, categoryPaths: [], variants: [] },
    brands: [], images: [], attributes: [], warnings: [], relations: [],
    price: withPrice
      ? { netPrice: 1234.5, alloyingPrice: null, discountAmount: null, discountPercentage: null, discounts: [], salesPrice: 1500, salesPriceIncludingVat: 1875, salesPriceUnit: 'ST', priceType: 'CAMPAIGN', preCampaignPrice: 1400, askForPrice: false, hasBracketPrices: false }
      : undefined,
    stock: { stockType: 'LAG', articleNumber, locations: [{ locationId: 'S-1', availability: '', quantity: 7, orderMultiple: 5, stocked: true, status: 'ACTIVE', subAvailabilities: [] }, { locationId: 'CL-01', availability: '', quantity: 0, orderMultiple: 5, stocked: true, status: 'ACTIVE', subAvailabilities: [] }] },
  };
}

/** A commerce service that answers getVariants from the request and records every call. */
function fakeCommerce() {
  const calls: { articleNumbers: string[]; skipPrice: boolean; customerId?: string }[] = [];
  const queries: string[] = [];
  const service: UpstreamService = {
    name: 'commerce',
    baseUrl: 'http://commerce.test/',
    fetch: async (request) => {
      const body = (await request.json()) as { query: string; variables: { articleNumbers: string[]; skipPrice: boolean; customerId?: string } };
      calls.push(body.variables);
      queries.push(body.query);
      const data = { getVariants: body.variables.articleNumbers.map((articleNumber) => variant(articleNumber, !body.variables.skipPrice)) };
      return Response.json({ data });
    },
  };
  return { service, calls, queries };
}

const allowed = { viewPrices: true, viewDiscounts: true } as Permissions;
const context = (commerce: UpstreamService, overrides: Partial<Parameters<typeof loadListingOffers>[0]> = {}) => ({
  commerce, token: 'token', customerId: 'C-1', storeId: 'S-1', centralStorageId: 'CL-01', permissions: allowed, ...overrides,
});

describe('loadListingOffers', () => {
  it('asks the commerce service once for all 48 cards of a page', async () => {
    const { service, calls } = fakeCommerce();
    const offers = await loadListingOffers(context(service), ARTICLES);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.articleNumbers).toEqual(ARTICLES);
    expect(offers.size).toBe(48);
    expect(offers.get(ARTICLES[0] ?? '')).toMatchObject({
      price: { kind: 'amount', amount: expect.stringMatching(/^1\s234,50\skr$/), unit: 'st', before: expect.stringMatching(/^1\s400,00\skr$/) },
      store: { colour: 'green', quantity: 7 },
      orderMultiple: 5,
    });
  });

  it('asks for the offer fields only, not the product, its images or its relations', async () => {
    const { service, queries } = fakeCommerce();
    await loadListingOffers(context(service), ARTICLES);
    const selected = (queries[0] ?? '').replace(/\s+/g, ' ');
    expect(selected).toContain('getVariants(');
    expect(selected).toMatch(/articleNumber discontinued stockedAt purchaseConstraints unit price/);
    for (const field of ['product {', 'images {', 'relations {', 'warnings {', 'breadcrumb']) expect(selected).not.toContain(field);
  });

  it('is one call however many cards read the result', async () => {
    const { service, calls } = fakeCommerce();
    const offers = loadListingOffers(context(service), ARTICLES);
    await Promise.all(ARTICLES.map(async (articleNumber) => (await offers).get(articleNumber)));
    expect(calls).toHaveLength(1);
  });

  it('never asks for a price for a buyer without the right to see prices (EJ_SE_PRISER)', async () => {
    const { service, calls } = fakeCommerce();
    const offers = await loadListingOffers(context(service, { permissions: { ...allowed, viewPrices: false } }), ARTICLES);
    expect(calls[0]).toMatchObject({ skipPrice: true });
    expect(calls[0]?.customerId).toBeUndefined();
    expect([...offers.values()].every((offer) => offer.price.kind === 'hidden')).toBe(true);
  });

  it('asks an anonymous visitor to sign in, without a price call', async () => {
    const { service, calls } = fakeCommerce();
    const offers = await loadListingOffers(context(service, { token: undefined, customerId: undefined }), ARTICLES.slice(0, 2));
    expect(calls[0]).toMatchObject({ skipPrice: true });
    expect(offers.get(ARTICLES[0] ?? '')?.price).toEqual({ kind: 'sign-in' });
  });

  it('makes no call for an empty page', async () => {
    const { service, calls } = fakeCommerce();
    expect((await loadListingOffers(context(service), [])).size).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('shows cards without price and stock when the service fails, instead of failing the page', async () => {
    const failing: UpstreamService = { name: 'commerce', baseUrl: 'http://commerce.test/', fetch: async () => new Response('boom', { status: 503 }) };
    const offers = await loadListingOffers(context(failing), ARTICLES.slice(0, 3));
    expect(offers.get(ARTICLES[0] ?? '')).toMatchObject({ price: { kind: 'unavailable' }, store: { text: '-' }, online: true });
  });
});
