import { VAT_RATE } from '../../../domain/prices/vat';

export interface PricedQuantity {
  quantity: number;
  /** Unit prices; null when the line has none (no right to see prices, ask for price). */
  netPrice: number | null | undefined;
  alloyingPrice?: number | null | undefined;
}

export interface CartTotals {
  /** Sum of the lines' net prices, alloying excluded. */
  net: number;
  alloying: number;
  vat: number;
  /** What the buyer pays: net + alloying + VAT. */
  total: number;
  /** Lines without a price, left out of the sums (the page says so). */
  unpriced: number;
}

/** Öre, the smallest amount on an invoice; rounding per line keeps the sum equal to the lines. */
const round = (amount: number) => Math.round(amount * 100) / 100;

export const linePrice = (line: PricedQuantity): number | null => (line.netPrice == null ? null : round(line.netPrice * line.quantity));
export const lineAlloying = (line: PricedQuantity): number => round((line.alloyingPrice ?? 0) * line.quantity);

/** Totals of spec point 3's price fields: excl. VAT, alloying, VAT 25 % of both, and the sum. */
export function cartTotals(lines: readonly PricedQuantity[]): CartTotals {
  let net = 0;
  let alloying = 0;
  let unpriced = 0;
  for (const line of lines) {
    const price = linePrice(line);
    if (price === null) {
      unpriced += 1;
      continue;
    }
    net += price;
    alloying += lineAlloying(line);
  }
  net = round(net);
  alloying = round(alloying);
  const vat = round((net + alloying) * VAT_RATE);
  return { net, alloying, vat, total: round(net + alloying + vat), unpriced };
}
