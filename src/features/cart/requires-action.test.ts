import { describe, expect, it } from 'vitest';
import type { Stock } from '../../lib/catalogue/variant';
import { promptsFor, requiredActions, type ActionLine } from './requires-action';

const stock = (entries: Record<string, number>): Stock => ({
  stockType: 'LAG',
  articleNumber: '1',
  locations: Object.entries(entries).map(([locationId, quantity]) => ({ locationId, quantity, availability: '', orderMultiple: 1, stocked: true, status: '', subAvailabilities: [] })),
});
const line = (over: Partial<ActionLine> = {}): ActionLine => ({
  quantity: 5,
  variantSlug: 'slug',
  discontinued: false,
  filterTags: [],
  stock: stock({ 'CL-01': 100, 'S-UME-01': 10 }),
  variant: { purchaseConstraints: [], stockedAt: ['S-UME-01'] },
  ...over,
});
const DBI = { method: 'DBI', locationId: 'CL-01', orderType: 'standard' };
const EXH = { method: 'EXH', locationId: 'S-UME-01', orderType: 'standard' };
const XXX = { method: 'XXX', locationId: 'S-UME-01', orderType: 'express' };

describe('requiredActions (spec point 4)', () => {
  it.each([
    ['a plain line for home delivery', line(), DBI, []],
    ['more than the store has, for pickup', line({ quantity: 11 }), EXH, ['exceedsStock']],
    ['within the store stock', line({ quantity: 10 }), EXH, []],
    ['home delivery may exceed stock (order product)', line({ quantity: 500 }), DBI, []],
    ['no slug: the variant is missing', line({ variantSlug: null }), DBI, ['variantMissing']],
    ['no variant at all', line({ variant: null }), DBI, ['variantMissing']],
    ['onlyStore sent home', line({ variant: { purchaseConstraints: ['onlyStore'], stockedAt: [] } }), DBI, ['notPurchasable']],
    ['mustBeInStockedAt in a store that does not stock it', line({ variant: { purchaseConstraints: ['mustBeInStockedAt'], stockedAt: [] } }), EXH, ['notPurchasable']],
    ['express without the express tag', line(), XXX, ['deliveryUnavailable']],
    ['express with the tag and stock', line({ filterTags: ['express-delivery'] }), XXX, []],
    ['discontinued with too little stock', line({ discontinued: true, quantity: 200 }), DBI, ['needsReplacement']],
    ['discontinued with no stock', line({ discontinued: true, quantity: 1, stock: stock({ 'CL-01': 0 }) }), DBI, ['needsReplacement']],
    ['discontinued with enough stock', line({ discontinued: true, quantity: 5 }), DBI, []],
    // Cut pieces compare in metres: one 37 m piece needs 37 m, more than the store's 10 m.
    ['one 37 m piece, 10 m in the store', line({ quantity: 1, configuration: { stockPerPiece: 37 } }), EXH, ['exceedsStock']],
    ['two 5 m pieces, 10 m in the store', line({ quantity: 2, configuration: { stockPerPiece: 5 } }), EXH, []],
    ['three 1,5 m cuts of a 3 m bar, 1 bar in stock', line({ quantity: 3, configuration: { stockPerPiece: 0.5 }, stock: stock({ 'S-UME-01': 1 }) }), EXH, ['exceedsStock']],
    ['discontinued cable: 3 × 37 m against 100 m', line({ discontinued: true, quantity: 3, configuration: { stockPerPiece: 37 } }), DBI, ['needsReplacement']],
  ])('%s', (_name, input, delivery, reasons) => {
    expect(requiredActions(input, delivery).reasons).toEqual(reasons);
  });

  it('maps reasons to the four prompts', () => {
    expect(promptsFor(['exceedsStock', 'deliveryUnavailable', 'variantMissing', 'notPurchasable', 'needsReplacement'])).toEqual(['update_quantity', 'activate_delivery', 'missing_order_information', 'not_confirmed']);
  });
});
