import { VAT_RATE } from '../../../domain/prices/vat';
import { formatPercent, formatPrice } from '../../lib/format';
import type { CartTotals } from './cart-totals';

/** The totals as every screen prints them (cart, flyout, summary): the same rows, the same words. */
export interface CartTotalsView {
  /** Goods: the sum of à-pris × quantity. */
  net: string;
  alloying: string;
  /** Goods and surcharges: the sum of the line totals shown. */
  exclVat: string;
  vat: string;
  /** "25 %", from domain/prices. */
  vatRate: string;
  total: string;
  /** Lines with "Pris på förfrågan", not in the sums. */
  unpriced: number;
}

export function toTotalsView(totals: CartTotals): CartTotalsView {
  return {
    net: formatPrice(totals.net),
    alloying: formatPrice(totals.alloying),
    exclVat: formatPrice(totals.exclVat),
    vat: formatPrice(totals.vat),
    vatRate: formatPercent(VAT_RATE),
    total: formatPrice(totals.total),
    unpriced: totals.unpriced,
  };
}
