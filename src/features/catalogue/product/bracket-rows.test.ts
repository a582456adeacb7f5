import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice, formatQuantity } from '../../../lib/format';
import { bracketRows } from './bracket-rows';

const brackets = [
  { minQuantity: 50, netPrice: 94, discountPercentage: 6 },
  { minQuantity: 1, netPrice: 100, discountPercentage: 0 },
  { minQuantity: 10, netPrice: 97, discountPercentage: 3 },
];

describe('bracketRows', () => {
  it('sorts the steps and formats quantity, price and discount', () => {
    const rows = bracketRows(brackets, { unit: 'ST', viewDiscounts: true });
    expect(rows.map((row) => row.minQuantity)).toEqual([1, 10, 50]);
    expect(rows[1]).toEqual({ minQuantity: 10, from: formatQuantity(10, 'st'), price: formatPrice(97), discount: formatPercent(0.03) });
    expect(rows[0]?.discount).toBeUndefined();
  });

  it('shows no discount without the right to see discounts', () => {
    expect(bracketRows(brackets, { unit: 'M', viewDiscounts: false }).every((row) => row.discount === undefined)).toBe(true);
  });

  it('leaves out steps without a price and duplicate steps', () => {
    const rows = bracketRows([...brackets, { minQuantity: 100, netPrice: null }, { minQuantity: 10, netPrice: 1 }], { unit: 'ST', viewDiscounts: true });
    expect(rows.map((row) => row.price)).toEqual([formatPrice(100), formatPrice(97), formatPrice(94)]);
  });

  it('is empty when there is only one step or none', () => {
    expect(bracketRows([{ minQuantity: 1, netPrice: 100 }], { unit: 'ST', viewDiscounts: true })).toEqual([]);
    expect(bracketRows([], { unit: 'ST', viewDiscounts: true })).toEqual([]);
  });
});
