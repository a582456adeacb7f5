import { formatNumber } from './format-number';
import { unitName } from '../../../domain/units/unit-words';

export { isKnownUnit, unitName } from '../../../domain/units/unit-words';

/** (3, "RLE") → "3 rullar", (1, "FP") → "1 förpackning"; a no-break space keeps them together. */
export function formatUnitQuantity(quantity: number, code: string | null | undefined): string {
  return `${formatNumber(quantity, { maximumFractionDigits: 3 })}\u00A0${unitName(code, quantity)}`;
}
