import type { Price } from '../../../lib/catalogue/variant';
import { formatPercent, formatPrice } from '../../../lib/format';
import { unitLabel } from './unit-label';

export interface DiscountLine {
  name: string;
  percentage: string;
  amount: string;
}

export type PriceView =
  | { kind: 'askForPrice' }
  | { kind: 'missing' }
  | {
      kind: 'price';
      unit: string;
      /** The buyer's net price per unit excluding VAT. */
      net: string;
      campaign: boolean;
      /** Struck through beside a campaign price; only for buyers who may see discounts. */
      preCampaign: string | undefined;
      /** The list price, when it differs from what the buyer pays. */
      sales: string | undefined;
      salesIncludingVat: string | undefined;
      discounts: DiscountLine[];
      /** Metal surcharge per unit (cables, copper), on top of the net price. */
      alloying: string | undefined;
    };

const positive = (value: number | null | undefined): value is number => value != null && Number.isFinite(value) && value > 0;

/**
 * What the price panel shows, decided once and away from markup. Discounts and the pre-campaign
 * price are left out without the right to see discounts, whatever upstream sent.
 */
export function priceView(price: Price, options: { viewDiscounts: boolean }): PriceView {
  if (price.askForPrice) return { kind: 'askForPrice' };
  if (price.netPrice == null || !Number.isFinite(price.netPrice)) return { kind: 'missing' };
  const net = price.netPrice;
  const campaign = price.priceType === 'CAMPAIGN';
  const showSales = positive(price.salesPrice) && Math.abs(price.salesPrice - net) >= 0.005;
  return {
    kind: 'price',
    unit: unitLabel(price.salesPriceUnit),
    net: formatPrice(net),
    campaign,
    preCampaign: options.viewDiscounts && campaign && positive(price.preCampaignPrice) ? formatPrice(price.preCampaignPrice) : undefined,
    sales: showSales ? formatPrice(price.salesPrice ?? 0) : undefined,
    salesIncludingVat: showSales && positive(price.salesPriceIncludingVat) ? formatPrice(price.salesPriceIncludingVat) : undefined,
    discounts: options.viewDiscounts
      ? price.discounts.map((discount) => ({
          name: discount.name,
          percentage: formatPercent(discount.percentage / 100, { maximumFractionDigits: 1 }),
          amount: formatPrice(discount.amount),
        }))
      : [],
    alloying: positive(price.alloyingPrice) ? formatPrice(price.alloyingPrice) : undefined,
  };
}
