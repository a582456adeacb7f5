import { formatPercent, formatPrice, formatUnitQuantity } from '../../../lib/format';

export interface Bracket {
  minQuantity: number;
  netPrice?: number | null | undefined;
  discountPercentage?: number | null | undefined;
}

export interface BracketRow {
  minQuantity: number;
  /** "10 st" */
  from: string;
  /** "97,00 kr" */
  price: string;
  /** "3 %", or undefined where there is none or the buyer may not see discounts. */
  discount: string | undefined;
}

/**
 * The rows of the quantity-price table: ascending, one per step, steps without a price left
 * out. A table with a single row says nothing the unit price does not, so it is empty.
 */
export function bracketRows(brackets: readonly Bracket[], options: { unit: string; viewDiscounts: boolean }): BracketRow[] {
  const byStep = new Map<number, BracketRow>();
  for (const bracket of [...brackets].sort((a, b) => a.minQuantity - b.minQuantity)) {
    const { minQuantity, netPrice, discountPercentage } = bracket;
    if (netPrice == null || !Number.isFinite(netPrice) || !(minQuantity > 0) || byStep.has(minQuantity)) continue;
    const showDiscount = options.viewDiscounts && discountPercentage != null && discountPercentage > 0;
    byStep.set(minQuantity, {
      minQuantity,
      from: formatUnitQuantity(minQuantity, options.unit),
      price: formatPrice(netPrice),
      discount: showDiscount ? formatPercent(discountPercentage / 100, { maximumFractionDigits: 1 }) : undefined,
    });
  }
  const rows = [...byStep.values()];
  return rows.length > 1 ? rows : [];
}
