import { describe, expect, it } from 'vitest';
import { calculatePrice, pickAgreement, withoutDiscounts, type PriceInput } from './price-calc';

const base: PriceInput = {
  listPrice: 100_00,
  alloyingPrice: null,
  askForPrice: false,
  unit: 'ST',
  customerNetPrice: null,
  agreement: null,
  campaign: null,
  brackets: [],
  quantity: null,
};

describe('customer prices', () => {
  it('list price without agreement; VAT is 25 % on the sales price', () => {
    expect(calculatePrice(base)).toMatchObject({ netPrice: 100, salesPrice: 100, salesPriceIncludingVat: 125, discountAmount: 0, discountPercentage: 0, priceType: 'LIST', discounts: [] });
  });

  it.each([
    ['agreement', { agreement: { name: 'Avtal El', percentage: 32 } }, 68, 'AGREEMENT', 32],
    ['customer net price wins over the agreement', { customerNetPrice: 55_00, agreement: { name: 'Avtal El', percentage: 32 } }, 55, 'NET', 45],
    ['net price above list is ignored', { customerNetPrice: 120_00 }, 100, 'LIST', 0],
    ['campaign below the agreement price', { agreement: { name: 'Avtal', percentage: 10 }, campaign: { name: 'Proffsdagar', price: 60_00 } }, 60, 'CAMPAIGN', 40],
    ['campaign above the agreement price is no offer', { agreement: { name: 'Avtal', percentage: 50 }, campaign: { name: 'Proffsdagar', price: 60_00 } }, 50, 'AGREEMENT', 50],
  ] as const)('%s', (_name, change, net, type, percentage) => {
    const price = calculatePrice({ ...base, ...change });
    expect(price.netPrice).toBe(net);
    expect(price.priceType).toBe(type);
    expect(price.discountPercentage).toBe(percentage);
    expect(price.discountAmount).toBe(100 - net);
  });

  it('keeps the price before the campaign and lists each discount step', () => {
    const price = calculatePrice({ ...base, agreement: { name: 'Avtal', percentage: 20 }, campaign: { name: 'Elkampanj', price: 60_00 } });
    expect(price.preCampaignPrice).toBe(80);
    expect(price.discounts).toEqual([
      { name: 'Avtal', amount: 20, percentage: 20, type: 'AGREEMENT' },
      { name: 'Elkampanj', amount: 20, percentage: 25, type: 'CAMPAIGN' },
    ]);
  });

  it('applies the largest bracket the ordered quantity reaches, on top of the agreement', () => {
    const brackets = [{ minQuantity: 10, percentage: 3 }, { minQuantity: 50, percentage: 6 }, { minQuantity: 100, percentage: 10 }];
    const input = { ...base, agreement: { name: 'Avtal', percentage: 20 }, brackets };
    expect(calculatePrice({ ...input, quantity: 9 }).netPrice).toBe(80);
    expect(calculatePrice({ ...input, quantity: 50 })).toMatchObject({ netPrice: 75.2, priceType: 'BRACKET', hasBracketPrices: true });
    expect(calculatePrice({ ...input, quantity: 500 }).netPrice).toBe(72);
    expect(calculatePrice(input)).toMatchObject({ netPrice: 80, hasBracketPrices: true });
  });

  it('rounds to öre and reports the alloying surcharge separately', () => {
    const price = calculatePrice({ ...base, listPrice: 333_33, alloyingPrice: 12_34, agreement: { name: 'Kabelavtal', percentage: 38 } });
    expect(price).toMatchObject({ netPrice: 206.66, alloyingPrice: 12.34, salesPriceIncludingVat: 416.66 });
  });

  it('ask-for-price articles have no amounts at all', () => {
    expect(calculatePrice({ ...base, askForPrice: true, brackets: [{ minQuantity: 5, percentage: 2 }] })).toMatchObject({
      askForPrice: true, netPrice: null, salesPrice: null, salesPriceIncludingVat: null, priceType: 'ASK_FOR_PRICE', hasBracketPrices: false, discounts: [],
    });
  });

  it('EJ_SE_RABATTER strips every discount field', () => {
    const price = withoutDiscounts(calculatePrice({ ...base, agreement: { name: 'Avtal', percentage: 20 }, campaign: { name: 'K', price: 50_00 } }));
    expect(price).toMatchObject({ netPrice: 50, discountAmount: null, discountPercentage: null, discounts: [], preCampaignPrice: null });
  });
});

describe('agreement choice', () => {
  const agreements = [
    { name: 'El', lft: 400, rgt: 500, level: 1 },
    { name: 'Kabel', lft: 401, rgt: 430, level: 2 },
  ];
  it('takes the most specific category containing the leaf', () => {
    expect(pickAgreement(agreements, 410)?.name).toBe('Kabel');
    expect(pickAgreement(agreements, 450)?.name).toBe('El');
    expect(pickAgreement(agreements, 10)).toBeNull();
  });
});
