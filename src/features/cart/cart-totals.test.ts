import { describe, expect, it } from 'vitest';
import { cartTotals, linePrice } from './cart-totals';

describe('cartTotals', () => {
  it('sums net and alloying per line and adds 25 % VAT on both', () => {
    const totals = cartTotals([
      { quantity: 3, netPrice: 10.5, alloyingPrice: 1 },
      { quantity: 2.5, netPrice: 4, alloyingPrice: null },
    ]);
    expect(totals).toEqual({ net: 41.5, alloying: 3, vat: 11.13, total: 55.63, unpriced: 0 });
  });

  it('leaves unpriced lines out and counts them', () => {
    expect(cartTotals([{ quantity: 1, netPrice: null }, { quantity: 1, netPrice: 100 }])).toMatchObject({ net: 100, vat: 25, total: 125, unpriced: 1 });
  });

  it('rounds each line to öre', () => {
    expect(linePrice({ quantity: 3, netPrice: 0.333 })).toBe(1);
    expect(cartTotals([])).toEqual({ net: 0, alloying: 0, vat: 0, total: 0, unpriced: 0 });
  });
});
