import { describe, expect, it } from 'vitest';
import type { Price } from '../../../lib/catalogue/variant';
import { priceView, unitLabel } from './offer-view';

const price = (overrides: Partial<Price> = {}): Price => ({
  netPrice: 99.5, alloyingPrice: null, discountAmount: null, discountPercentage: null, discounts: [], salesPrice: 120, salesPriceIncludingVat: 150,
  salesPriceUnit: 'M', priceType: 'NET', preCampaignPrice: null, askForPrice: false, hasBracketPrices: false, ...overrides,
});
const buyer = { signedIn: true, viewPrices: true };

describe('priceView', () => {
  it('asks anonymous visitors to sign in', () => expect(priceView(price(), { signedIn: false, viewPrices: false })).toEqual({ kind: 'sign-in' }));
  it('shows nothing to a buyer who may not see prices', () => expect(priceView(price(), { signedIn: true, viewPrices: false })).toEqual({ kind: 'hidden' }));
  it('says "ask for price"', () => expect(priceView(price({ askForPrice: true, netPrice: null }), buyer)).toEqual({ kind: 'ask' }));
  it('says the price is unavailable when none came', () => expect(priceView(undefined, buyer)).toEqual({ kind: 'unavailable' }));

  it('shows the net price with its unit', () => {
    expect(priceView(price(), buyer)).toEqual({ kind: 'amount', amount: expect.stringMatching(/^99,50\skr$/), unit: 'm', before: undefined });
  });

  it('strikes through the pre-campaign price only when it is higher', () => {
    expect(priceView(price({ preCampaignPrice: 120 }), buyer)).toMatchObject({ before: expect.stringMatching(/^120,00\skr$/) });
    expect(priceView(price({ preCampaignPrice: 90 }), buyer)).toMatchObject({ before: undefined });
  });
});

describe('unitLabel', () => {
  it.each([
    ['ST', 'st'],
    ['RLE', 'rulle'],
    ['FP', 'förpackning'],
    ['KG', 'kg'],
    ['XYZ', 'st'],
  ])('%s → %s', (unit, label) => expect(unitLabel(unit)).toBe(label));
});
