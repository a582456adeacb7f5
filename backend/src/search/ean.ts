/** EAN-13: twelve digits and a check digit (weights 1, 3, 1, 3 … from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export const isValidEan13 = (text: string): boolean => /^\d{13}$/.test(text) && ean13CheckDigit(text) === Number(text[12]);

/** A query that is exactly an article number (7 digits) or a valid EAN-13 is looked up directly. */
export function exactCode(query: string): { kind: 'articleNumber' | 'ean'; code: string } | null {
  const compact = query.trim().replace(/[\s-]/g, '');
  if (/^\d{7}$/.test(compact)) return { kind: 'articleNumber', code: compact };
  if (isValidEan13(compact)) return { kind: 'ean', code: compact };
  return null;
}
