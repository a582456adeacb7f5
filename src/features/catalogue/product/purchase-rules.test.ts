import { describe, expect, it } from 'vitest';
import type { Stock } from '../../../lib/catalogue/variant';
import { purchaseRules } from './purchase-rules';

const location = (locationId: string, quantity: number, orderMultiple = 1) => ({
  locationId,
  availability: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
  quantity,
  orderMultiple,
  stocked: true,
  status: 'ACTIVE',
  subAvailabilities: [],
});
const stock = (...locations: ReturnType<typeof location>[]): Stock => ({ stockType: 'LAG', articleNumber: '1', locations });
const variant = (overrides: Partial<Parameters<typeof purchaseRules>[0]> = {}) => ({
  discontinued: false,
  purchaseConstraints: [] as string[],
  stockedAt: ['CL-01', 'S-STO-01'],
  stock: stock(location('CL-01', 10), location('S-STO-01', 2, 5)),
  ...overrides,
});

describe('purchaseRules', () => {
  it('says nothing special by default and takes the store’s order multiple', () => {
    expect(purchaseRules(variant(), 'S-STO-01')).toEqual({ purchasable: true, multiple: 5, notes: [] });
  });

  it('onlyStore: sold in store only', () => {
    expect(purchaseRules(variant({ purchaseConstraints: ['onlyStore'] }), 'S-STO-01').notes).toEqual(['product.purchase.onlyStore']);
  });

  it('mustBeInStockedAt: not in a store that does not stock it', () => {
    const rules = purchaseRules(variant({ purchaseConstraints: ['mustBeInStockedAt'] }), 'S-GBG-01');
    expect(rules.notes).toEqual(['product.purchase.notInThisStore']);
    expect(rules.purchasable).toBe(true);
    expect(purchaseRules(variant({ purchaseConstraints: ['mustBeInStockedAt'] }), 'S-STO-01').notes).toEqual(['product.purchase.onlyStockingStores']);
  });

  it('both constraints in a store without it: not purchasable at all', () => {
    const rules = purchaseRules(variant({ purchaseConstraints: ['onlyStore', 'mustBeInStockedAt'] }), 'S-GBG-01');
    expect(rules).toMatchObject({ purchasable: false, notes: ['product.purchase.onlyStore', 'product.purchase.notInThisStore'] });
  });

  it('a discontinued article without stock anywhere cannot be bought', () => {
    const rules = purchaseRules(variant({ discontinued: true, stock: stock(location('CL-01', 0), location('S-STO-01', 0)) }), 'S-STO-01');
    expect(rules).toEqual({ purchasable: false, multiple: 1, notes: ['product.purchase.discontinued'] });
  });
});
