import { parseDecimal } from '../../lib/format/parse-decimal';
import { unitName } from '../../lib/format/units';
import type { TextKey, TextParams } from '../../lib/texts';

/** The cart service refuses more than this per line; the shop says so before asking. */
export const MAX_QUANTITY = 100_000;

/** Units sold by length may be ordered in parts (2,5 m of cable); pieces are whole. */
const DECIMAL_UNITS = new Set(['M']);

export interface QuantityRule {
  /** Order multiple of the article at the delivery's location (spec point 5), default 1. */
  multiple?: number;
  unit?: string;
}

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; key: TextKey; params?: TextParams };

/**
 * A typed quantity as an absolute cart quantity (spec points 4 and 5): decimal comma accepted,
 * positive, at most MAX_QUANTITY, whole unless sold by length, and a multiple of the order
 * multiple. Anything else gets its Swedish message and nothing is sent.
 */
export function checkQuantity(input: string | number, rule: QuantityRule = {}): QuantityCheck {
  const value = typeof input === 'number' ? input : parseDecimal(input);
  if (value === null || !Number.isFinite(value)) return { ok: false, key: 'cartPage.quantity.invalid' };
  if (value <= 0) return { ok: false, key: 'cartPage.quantity.notPositive' };
  if (value > MAX_QUANTITY) return { ok: false, key: 'cartPage.quantity.tooLarge', params: { max: MAX_QUANTITY.toLocaleString('sv-SE') } };
  const unit = (rule.unit ?? 'st').trim();
  if (!Number.isInteger(value) && !DECIMAL_UNITS.has(unit.toUpperCase())) return { ok: false, key: 'cartPage.quantity.decimal', params: { unit: unitName(unit, 2) } };
  const multiple = Math.max(1, Math.round(rule.multiple ?? 1));
  // Hundredths, so 2,5 m with multiple 1 passes and 5 st with multiple 4 does not.
  if (multiple > 1 && Math.round(value * 100) % (multiple * 100) !== 0) return { ok: false, key: 'cartPage.quantity.notMultiple', params: { multiple } };
  return { ok: true, quantity: value };
}

/** The nearest quantity a stepper may show: a positive multiple of the order multiple. */
export function snapToMultiple(value: number, multiple: number): number {
  const step = Math.max(1, multiple);
  return Math.max(step, Math.round(value / step) * step);
}
