/**
 * Cart quantities (spec points 4 and 5): absolute, positive, a multiple of the article's order
 * multiple, at most MAX_QUANTITY, and decimal only for units sold by length.
 */
export const MAX_QUANTITY = 100_000;

/** Units that may be ordered in parts (metres of cable); everything else counts whole pieces. */
export const DECIMAL_UNITS: ReadonlySet<string> = new Set(['M']);

/** Centimetre precision: 2.55 m is fine, 2.555 m is not a length anyone can cut. */
const DECIMAL_PLACES = 2;
const SCALE = 10 ** DECIMAL_PLACES;

export type QuantityError = 'invalid_quantity' | 'quantity_not_positive' | 'quantity_too_large' | 'decimal_not_allowed' | 'too_many_decimals' | 'not_order_multiple';

export interface QuantityRules {
  unit: string;
  /** From the delivery's location row, or central storage; 1 when the article has no row. */
  orderMultiple: number;
}

/** Scaled to whole hundredths when that is exact, else null (more decimals than allowed). */
function scaled(quantity: number): number | null {
  const value = Math.round(quantity * SCALE);
  return Math.abs(value - quantity * SCALE) < 1e-6 ? value : null;
}

export function checkQuantity(quantity: number, rules: QuantityRules): QuantityError | null {
  if (!Number.isFinite(quantity)) return 'invalid_quantity';
  if (quantity <= 0) return 'quantity_not_positive';
  if (quantity > MAX_QUANTITY) return 'quantity_too_large';
  const whole = Number.isInteger(quantity);
  if (!whole && !DECIMAL_UNITS.has(rules.unit.toUpperCase())) return 'decimal_not_allowed';
  const hundredths = scaled(quantity);
  if (hundredths === null) return 'too_many_decimals';
  const multiple = Math.max(1, Math.round(rules.orderMultiple));
  // A decimal unit with multiple 1 accepts any length; a larger multiple means whole packs.
  if (multiple > 1 && hundredths % (multiple * SCALE) !== 0) return 'not_order_multiple';
  return null;
}

const QUANTITY_TEXT = /^\d{1,9}(?:[.,]\d{1,6})?$/;

/**
 * A quantity typed by a person or read from a spreadsheet cell: decimal comma or point, spaces
 * (including no-break spaces) as thousands separators. Null for anything else ('', '1e3', '-2').
 */
export function parseQuantityText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!QUANTITY_TEXT.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}
