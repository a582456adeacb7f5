/**
 * Swedish number display (spec point 9: currency SEK). Intl's own output is kept as is,
 * including its no-break group separator and U+2212 minus, so that numbers never wrap
 * mid-value; parse-decimal.ts accepts those characters back.
 */

const LOCALE = 'sv-SE';

/** Shown instead of "NaN kr" or "∞" when upstream data is broken. */
const NOT_A_NUMBER = '–';

// Intl formatters are costly to build (the first one loads the locale's data): each is built on
// its first use and then reused, so a page whose scripts never format a number pays nothing.
let priceFormat: Intl.NumberFormat | undefined;
const numberFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = JSON.stringify(options);
  let format = numberFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

export interface NumberFormatOptions {
  /** Decimals shown at most; trailing zeros are dropped. Default 2. */
  maximumFractionDigits?: number;
}

/** 1234.5 → "1 234,50 kr". Always two decimals, as on invoices. */
export function formatPrice(amount: number): string {
  return Number.isFinite(amount) ? (priceFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'SEK' })).format(amount) : NOT_A_NUMBER;
}

/** 1234.5 → "1 234,5". */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return cachedFormat({ maximumFractionDigits: options.maximumFractionDigits ?? 2 }).format(value);
}

/**
 * A fraction as a percentage: 0.25 → "25 %". Takes a fraction, like Intl, so callers
 * holding whole percentages (a 25 % discount from upstream) divide by 100 first.
 */
export function formatPercent(fraction: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(fraction)) return NOT_A_NUMBER;
  return cachedFormat({
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 0,
  }).format(fraction);
}

/**
 * A quantity with its unit: (12, 'st') → "12 st". The no-break space keeps the unit on
 * the same line as the number in narrow table cells.
 */
export function formatQuantity(quantity: number, unit: string): string {
  const number = formatNumber(quantity, { maximumFractionDigits: 3 });
  const label = unit.trim();
  return label === '' ? number : `${number}\u00A0${label}`;
}
