import { t, type TextKey } from '../../../lib/texts';

const UNITS: Readonly<Record<string, TextKey>> = { ST: 'product.units.ST', M: 'product.units.M', RLE: 'product.units.RLE', FP: 'product.units.FP' };

/** The Swedish label of a sales unit ("ST" → "st"); an unknown unit shows as upstream spells it. */
export function unitLabel(unit: string): string {
  const key = UNITS[unit.toUpperCase()];
  return key ? t(key) : unit.toLowerCase();
}
