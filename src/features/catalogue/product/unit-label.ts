import { unitName } from '../../../lib/format';

/** The Swedish word of a sales unit for one ("RLE" → "rulle"), from the one table in lib/format. */
export function unitLabel(unit: string): string {
  return unitName(unit);
}
