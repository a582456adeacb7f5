import { describe, expect, it } from 'vitest';
import type { Price } from '../../../lib/catalogue/variant';
import { formatPrice } from '../../../lib/format';
import { priceView } from './price-view';

const base: Price = {
  netPrice: 80,
  alloyingPrice: null,
  discountAmount: 20,
  discountPercentage: 20,
  discounts: [{ name: 'Avtal El', amount: 20, percentage: 20, type: 'AGREEMENT' }],
  salesPrice: 100,
  salesPriceIncludingVat: 125,
  salesPriceUnit: 'ST',
  priceType: 'AGREEMENT',
  preCampaignPrice: null,
  askForPrice: false,
  hasBracketPrices: false,
};

describe('priceView', () => {
  it('shows the net price per unit, the list price and the discounts', () => {
    expect(priceView(base, { viewDiscounts: true })).toMatchObject({
      kind: 'price',
      unit: 'st',
      net: formatPrice(80),
      sales: formatPrice(100),
      salesIncludingVat: formatPrice(125),
      discounts: [{ name: 'Avtal El', amount: formatPrice(20) }],
      campaign: false,
    });
  });

  it('strikes the pre-campaign price only for buyers who may see discounts', () => {
    const campaign: Price = { ...base, priceType: 'CAMPAIGN', preCampaignPrice: 90, netPrice: 70 };
    expect(priceView(campaign, { viewDiscounts: true })).toMatchObject({ campaign: true, preCampaign: formatPrice(90) });
    expect(priceView(campaign, { viewDiscounts: false })).toMatchObject({ campaign: true, preCampaign: undefined, discounts: [] });
  });

  it('adds the alloying surcharge for cables', () => {
    expect(priceView({ ...base, alloyingPrice: 12.5, salesPriceUnit: 'M' }, { viewDiscounts: true })).toMatchObject({ unit: 'm', alloying: formatPrice(12.5) });
  });

  it('says ask for price, and copes with a missing net price', () => {
    expect(priceView({ ...base, askForPrice: true, netPrice: null }, { viewDiscounts: true })).toEqual({ kind: 'askForPrice' });
    expect(priceView({ ...base, netPrice: null }, { viewDiscounts: true })).toEqual({ kind: 'missing' });
  });

  it('leaves out the list price when the buyer pays it', () => {
    expect(priceView({ ...base, netPrice: 100, priceType: 'LIST', discounts: [] }, { viewDiscounts: true })).toMatchObject({ sales: undefined });
  });
});
