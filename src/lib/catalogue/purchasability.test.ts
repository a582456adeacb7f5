import { describe, expect, it } from 'vitest';
import { purchasability } from './purchasability';
import type { Stock } from './variant';

const inStock: Stock = { stockType: 'LAG', articleNumber: '1', locations: [{ locationId: 'CL-01', availability: 'IN_STOCK', quantity: 3, orderMultiple: 1, stocked: true, status: 'ACTIVE', subAvailabilities: [] }] };
const empty: Stock = { ...inStock, locations: inStock.locations.map((l) => ({ ...l, quantity: 0 })) };

describe('purchasability', () => {
  it.each([
    ['no constraints: both', { discontinued: false, purchaseConstraints: [] }, 'S-1', { online: true, inStore: true }],
    ['onlyStore: not online', { discontinued: false, purchaseConstraints: ['onlyStore'] }, 'S-1', { online: false, inStore: true }],
    ['mustBeInStockedAt, stocked here', { discontinued: false, purchaseConstraints: ['mustBeInStockedAt'], stockedAt: ['S-1'] }, 'S-1', { online: true, inStore: true }],
    ['mustBeInStockedAt, not stocked here', { discontinued: false, purchaseConstraints: ['mustBeInStockedAt'], stockedAt: ['S-2'] }, 'S-1', { online: true, inStore: false }],
    ['discontinued with stock left', { discontinued: true, purchaseConstraints: [], stock: inStock }, 'S-1', { online: true, inStore: true }],
    ['discontinued and sold out', { discontinued: true, purchaseConstraints: [], stock: empty }, 'S-1', { online: false, inStore: false }],
    ['missing article', null, 'S-1', { online: false, inStore: false }],
  ])('%s', (_name, variant, storeId, expected) => {
    expect(purchasability(variant, storeId)).toEqual(expected);
  });
});
