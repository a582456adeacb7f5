import { cartTotals, lineMoney, pricedQuantity, sumTotals, toTotalsView, type CartTotals, type CartTotalsView } from '../cart';
import { formatPrice, formatUnitQuantity, unitName } from '../../lib/format';
import { t } from '../../lib/texts';
import type { CartWithLines } from '../../lib/upstream/cart/cart-schemas';

/** One summary row's money, in the cart's words (decision 020). */
export interface SummaryLineMoney {
  quantityText: string;
  unitPrice: string | null;
  alloyingPrice: string | null;
  linePrice: string | null;
}

export interface SummaryMoney {
  lines: ReadonlyMap<string, SummaryLineMoney>;
  /** Per delivery; empty without prices. */
  deliveries: ReadonlyMap<string, CartTotalsView>;
  /** The order: the sum of the included deliveries; null without prices or with none included. */
  order: CartTotalsView | null;
}

/**
 * Step 3's money: every line with à-pris, surcharge and line total, every delivery's sums (each
 * becomes one order) and the order's sum over the included deliveries, all from the cart's rule.
 */
export function summaryMoney(cart: CartWithLines, showPrices: boolean): SummaryMoney {
  const lines = new Map<string, SummaryLineMoney>();
  for (const line of cart.cartItems) {
    // A configured line counts cut pieces (decision 035).
    const unit = line.configuration ? 'ST' : line.variant?.unit;
    const money = showPrices ? lineMoney(pricedQuantity(line.quantity, line.price)) : null;
    const perUnit = (amount: number) => t('cartPage.line.perUnit', { price: formatPrice(amount), unit: unitName(unit) });
    lines.set(line.cartItemId, {
      quantityText: formatUnitQuantity(line.quantity, unit),
      unitPrice: money ? perUnit(money.unitPrice) : showPrices && line.price?.askForPrice ? t('cartPage.line.askForPrice') : null,
      alloyingPrice: money?.alloyingUnitPrice ? perUnit(money.alloyingUnitPrice) : null,
      linePrice: money ? formatPrice(money.total) : null,
    });
  }
  const deliveries = new Map<string, CartTotalsView>();
  const included: CartTotals[] = [];
  if (showPrices) {
    for (const delivery of cart.deliveries) {
      const totals = cartTotals(cart.cartItems.filter((line) => line.deliveryId === delivery.deliveryId).map((line) => pricedQuantity(line.quantity, line.price)));
      deliveries.set(delivery.deliveryId, toTotalsView(totals));
      if (delivery.isIncludedInOrder) included.push(totals);
    }
  }
  return { lines, deliveries, order: showPrices && included.length > 0 ? toTotalsView(sumTotals(included)) : null };
}
