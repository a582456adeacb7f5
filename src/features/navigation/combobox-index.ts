/**
 * Which option of the search suggestions is active after a key press. -1 means none: focus reads
 * as being in the text field. Arrow keys wrap around, as in the WAI-ARIA combobox examples, so
 * the last option ("Visa alla resultat") is one Arrow Up away.
 */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp';

export const isComboboxKey = (key: string): key is ComboboxKey => key === 'ArrowDown' || key === 'ArrowUp';

export function moveActiveIndex(current: number, count: number, key: ComboboxKey): number {
  if (count <= 0) return -1;
  // A list that shrank under the pointer starts over rather than pointing past its end.
  const from = current >= count ? -1 : current;
  if (key === 'ArrowDown') return from + 1 >= count ? 0 : from + 1;
  return from <= 0 ? count - 1 : from - 1;
}
