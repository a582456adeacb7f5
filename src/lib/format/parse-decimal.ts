/**
 * Reading numbers typed by Swedish users, who write a decimal comma ("2,5") and often
 * group thousands with a space ("1 234,5"), or paste Intl output with no-break spaces
 * and a U+2212 minus sign.
 */

// Space, no-break space and narrow no-break space: the three group separators seen in practice.
const GROUP = '[ \\u00A0\\u202F]';

/**
 * Either plain digits ("1234", "1234,5", ",5") or correctly grouped thousands
 * ("1 234", "12 345 678,9"). Exactly one decimal separator at most, and no exponent:
 * "1e3" in a quantity field is a typo, not a thousand.
 */
const DECIMAL = new RegExp(
  `^([+-])?(\\d*|\\d{1,3}(?:${GROUP}\\d{3})+)(?:[.,](\\d+))?$`,
);

/**
 * The number in `input`, or null when it is not one plain decimal number.
 * Rejects empty input, "Infinity", "NaN", exponents, and ambiguous forms such as
 * "1,2,3" or "1.234,5" where the separators disagree.
 */
export function parseDecimal(input: string): number | null {
  const trimmed = input.trim().replace(/\u2212/g, '-');
  const match = DECIMAL.exec(trimmed);
  if (match === null) return null;
  const [, sign = '', whole = '', fraction] = match;
  // A lone sign or separator ("-", ",") matches the pattern but holds no digits.
  if (whole === '' && fraction === undefined) return null;
  const digits = whole.replace(new RegExp(GROUP, 'g'), '');
  const value = Number(`${sign}${digits === '' ? '0' : digits}.${fraction ?? '0'}`);
  if (!Number.isFinite(value)) return null;
  // "-0" is not a meaningful quantity or price; callers comparing with === 0 expect +0.
  return value === 0 ? 0 : value;
}

/** Spec point 5: "Decimal commas in numbers are converted to dots". */
export function normalizeDecimalComma(input: string): string {
  return input.replace(/,/g, '.');
}
