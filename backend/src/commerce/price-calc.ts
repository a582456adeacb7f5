import { VAT_RATE } from '../../../domain/prices/vat';

/**
 * The customer price of one variant (spec point 3's Price), from integer öre inputs. Steps, each
 * on the result of the one before: customer net price or category agreement, then a quantity
 * bracket (only when pricing an order row), then a campaign price if it is lower still.
 */

export interface Discount {
  name: string;
  amount: number;
  percentage: number;
  type: 'NET_PRICE' | 'AGREEMENT' | 'BRACKET' | 'CAMPAIGN';
}

export type PriceType = 'LIST' | 'NET' | 'AGREEMENT' | 'BRACKET' | 'CAMPAIGN' | 'ASK_FOR_PRICE' | 'QUOTE' | 'CONFIGURED';

export interface Price {
  netPrice: number | null;
  alloyingPrice: number | null;
  discountAmount: number | null;
  discountPercentage: number | null;
  discounts: Discount[];
  salesPrice: number | null;
  salesPriceIncludingVat: number | null;
  salesPriceUnit: string;
  priceType: PriceType;
  preCampaignPrice: number | null;
  askForPrice: boolean;
  hasBracketPrices: boolean;
}

export interface Bracket {
  minQuantity: number;
  percentage: number;
}

export interface PriceInput {
  /** List price excluding VAT, öre. */
  listPrice: number;
  alloyingPrice: number | null;
  askForPrice: boolean;
  unit: string;
  /** The customer's fixed net price for this article, öre. */
  customerNetPrice: number | null;
  /** The most specific category agreement of the customer. */
  agreement: { name: string; percentage: number } | null;
  /** The lowest active campaign price open to the customer, öre. */
  campaign: { name: string; price: number } | null;
  brackets: readonly Bracket[];
  /** Ordered quantity: applies the matching bracket (completeOrderPrice). */
  quantity: number | null;
}

const kronor = (ore: number) => Math.round(ore) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

export function calculatePrice(input: PriceInput): Price {
  const hasBracketPrices = input.brackets.length > 0;
  if (input.askForPrice) {
    return {
      netPrice: null, alloyingPrice: null, discountAmount: null, discountPercentage: null, discounts: [], salesPrice: null,
      salesPriceIncludingVat: null, salesPriceUnit: input.unit, priceType: 'ASK_FOR_PRICE', preCampaignPrice: null, askForPrice: true, hasBracketPrices: false,
    };
  }
  const list = input.listPrice;
  const discounts: Discount[] = [];
  let net = list;
  let priceType: PriceType = 'LIST';
  const step = (next: number, name: string, type: Discount['type']) => {
    discounts.push({ name, amount: kronor(net - next), percentage: percent(net - next, net), type });
    net = next;
  };

  if (input.customerNetPrice !== null && input.customerNetPrice < list) {
    step(input.customerNetPrice, 'Nettopris', 'NET_PRICE');
    priceType = 'NET';
  } else if (input.agreement && input.agreement.percentage > 0) {
    step(Math.round(list * (1 - input.agreement.percentage / 100)), input.agreement.name, 'AGREEMENT');
    priceType = 'AGREEMENT';
  }

  const quantity = input.quantity;
  const bracket = quantity === null ? undefined : [...input.brackets].sort((a, b) => b.minQuantity - a.minQuantity).find((b) => quantity >= b.minQuantity);
  if (bracket) {
    step(Math.round(net * (1 - bracket.percentage / 100)), `Mängdrabatt från ${bracket.minQuantity} ${input.unit}`, 'BRACKET');
    priceType = 'BRACKET';
  }

  let preCampaignPrice: number | null = null;
  if (input.campaign && input.campaign.price < net) {
    preCampaignPrice = kronor(net);
    step(input.campaign.price, input.campaign.name, 'CAMPAIGN');
    priceType = 'CAMPAIGN';
  }

  return {
    netPrice: kronor(net),
    alloyingPrice: input.alloyingPrice === null ? null : kronor(input.alloyingPrice),
    discountAmount: kronor(list - net),
    discountPercentage: percent(list - net, list),
    discounts,
    salesPrice: kronor(list),
    salesPriceIncludingVat: kronor(list * (1 + VAT_RATE)),
    salesPriceUnit: input.unit,
    priceType,
    preCampaignPrice,
    askForPrice: false,
    hasBracketPrices,
  };
}

/** EJ_SE_RABATTER: the price without any discount field (the net price still shows). */
export function withoutDiscounts(price: Price): Price {
  return { ...price, discountAmount: null, discountPercentage: null, discounts: [], preCampaignPrice: null };
}

/** Picks the agreement on the most specific category containing the variant's leaf. */
export function pickAgreement<A extends { lft: number; rgt: number; level: number }>(agreements: readonly A[], leafLft: number): A | null {
  let best: A | null = null;
  for (const agreement of agreements) {
    if (leafLft >= agreement.lft && leafLft <= agreement.rgt && (!best || agreement.level > best.level)) best = agreement;
  }
  return best;
}
