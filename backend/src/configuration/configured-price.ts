import { configuredPiecePrice, lengthShare, type Configuration, type ConfigurationModel } from '../../../domain/product-configuration';
import { VAT_RATE } from '../../../domain/prices/vat';
import type { Price } from '../commerce/price-calc';

const ore = (kronor: number) => Math.round(kronor * 100);
const kronor = (ore: number) => ore / 100;

/**
 * The price of one cut piece, from the customer's price of one sold unit (decision 035): net and
 * sales price take the length's share plus the fees, alloying and discounts the length's share
 * only. An ask-for-price article stays ask-for-price.
 */
export function configuredPrice(unit: Price, model: ConfigurationModel, configuration: Configuration): Price {
  if (unit.askForPrice || unit.netPrice === null) return unit;
  const piece = (amount: number) => kronor(configuredPiecePrice(model, configuration, ore(amount)));
  const share = (amount: number) => kronor(lengthShare(model, configuration, ore(amount)));
  const sales = unit.salesPrice === null ? null : piece(unit.salesPrice);
  return {
    ...unit,
    netPrice: piece(unit.netPrice),
    alloyingPrice: unit.alloyingPrice === null ? null : share(unit.alloyingPrice),
    discountAmount: unit.discountAmount === null ? null : share(unit.discountAmount),
    discounts: unit.discounts.map((discount) => ({ ...discount, amount: share(discount.amount) })),
    salesPrice: sales,
    salesPriceIncludingVat: sales === null ? null : kronor(Math.round(ore(sales) * (1 + VAT_RATE))),
    salesPriceUnit: 'ST',
    priceType: 'CONFIGURED',
    preCampaignPrice: unit.preCampaignPrice === null ? null : piece(unit.preCampaignPrice),
    hasBracketPrices: false,
  };
}
