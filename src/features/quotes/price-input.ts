/**
 * A price typed by a seller in Swedish ("1 250,50", "99.9"): kronor with at most two decimals,
 * or null when it is not one (letters, a negative, three decimals). The backend checks again.
 */
export function parsePriceInput(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '').replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
