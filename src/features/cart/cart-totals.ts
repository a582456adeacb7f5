import { VAT_RATE } from '../../../domain/prices/vat';

/**
 * The one money rule of the shop (decision 020). A line shows its à-pris (the buyer's net price
 * per unit excl. VAT), the alloying surcharge per unit on its own row, and a line total that is
 * net plus surcharge, each amount rounded to öre. A delivery becomes one order, so its sums are
 * the sums of its lines as shown and VAT is 25 % of its sum excl. VAT, rounded once; the cart's
 * and the summary's grand totals are sums of the deliveries. Nothing is computed twice another way.
 */

export interface PricedQuantity {
  quantity: number;
  /** Unit prices; null when the line has none (no right to see prices, ask for price). */
  netPrice: number | null | undefined;
  alloyingPrice?: number | null | undefined;
}

/** One priced line: amounts in kronor, each already rounded to öre. */
export interface LineMoney {
  unitPrice: number;
  /** Surcharge per unit; null when the article has none. */
  alloyingUnitPrice: number | null;
  /** À-pris × quantity. */
  net: number;
  /** Surcharge per unit × quantity (0 without a surcharge). */
  alloying: number;
  /** net + alloying: the line total the buyer reads. */
  total: number;
}

export interface CartTotals {
  /** Sum of the lines' à-pris × quantity (goods excl. VAT, surcharges excluded). */
  net: number;
  /** Sum of the lines' surcharges. */
  alloying: number;
  /** net + alloying: the sum of the line totals shown. */
  exclVat: number;
  vat: number;
  /** What the buyer pays: exclVat + VAT. */
  total: number;
  /** Lines without a price, left out of the sums (the page says so). */
  unpriced: number;
}

/**
 * Amounts are worked in whole öre, the smallest amount on an invoice, like the order service
 * (backend checkout-plan.ts: Math.round(öre × quantity)), so 2,5 m × 27,33 kr is 68,33 kr on the
 * page and on the order alike; a floating-point product in kronor would give 68,32.
 */
const toOre = (kronor: number) => Math.round(kronor * 100);
const toKronor = (ore: number) => ore / 100;
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function lineMoney(line: PricedQuantity): LineMoney | null {
  if (line.netPrice == null || !Number.isFinite(line.netPrice)) return null;
  const net = Math.round(toOre(line.netPrice) * line.quantity);
  const alloyingUnitPrice = positive(line.alloyingPrice) ? line.alloyingPrice : null;
  const alloying = alloyingUnitPrice === null ? 0 : Math.round(toOre(alloyingUnitPrice) * line.quantity);
  return { unitPrice: line.netPrice, alloyingUnitPrice, net: toKronor(net), alloying: toKronor(alloying), total: toKronor(net + alloying) };
}

/** The totals of one delivery (one order): sums of its line amounts, VAT on the sum excl. VAT. */
export function cartTotals(lines: readonly PricedQuantity[]): CartTotals {
  let net = 0;
  let alloying = 0;
  let unpriced = 0;
  for (const line of lines) {
    const money = lineMoney(line);
    if (money === null) {
      unpriced += 1;
      continue;
    }
    net += toOre(money.net);
    alloying += toOre(money.alloying);
  }
  const exclVat = net + alloying;
  const vat = Math.round(exclVat * VAT_RATE);
  return { net: toKronor(net), alloying: toKronor(alloying), exclVat: toKronor(exclVat), vat: toKronor(vat), total: toKronor(exclVat + vat), unpriced };
}

/** Grand totals over several deliveries: every figure the sum of the deliveries' figures. */
export function sumTotals(parts: readonly CartTotals[]): CartTotals {
  const sum = (pick: (totals: CartTotals) => number) => toKronor(parts.reduce((acc, part) => acc + toOre(pick(part)), 0));
  return {
    net: sum((p) => p.net),
    alloying: sum((p) => p.alloying),
    exclVat: sum((p) => p.exclVat),
    vat: sum((p) => p.vat),
    total: sum((p) => p.total),
    unpriced: parts.reduce((acc, part) => acc + part.unpriced, 0),
  };
}

/** A line's unit price as the rule reads it from spec point 3's Price: none when asked for. */
export interface UnitPrices {
  netPrice?: number | null | undefined;
  salesPrice?: number | null | undefined;
  alloyingPrice?: number | null | undefined;
  askForPrice?: boolean | null | undefined;
}

export function pricedQuantity(quantity: number, price: UnitPrices | null | undefined): PricedQuantity {
  return { quantity, netPrice: !price || price.askForPrice ? null : (price.netPrice ?? price.salesPrice), alloyingPrice: price?.alloyingPrice };
}
