/**
 * Postal codes of the two countries the shop delivers to (spec point 5): Sweden (SE) and Åland
 * (AX). Both write five digits; Swedish ones as "123 45". Åland's 36 codes all start with 22 —
 * and so do some in Lund — so the country decides, and without one an Åland code means Åland.
 */
export type CountryCode = 'SE' | 'AX';

/** Åland's postal codes (Åland Post). Express delivery does not reach the islands. */
export const ALAND_ZIP_CODES: ReadonlySet<string> = new Set([
  '22100', '22101', '22110', '22111', '22120', '22130', '22140', '22150', '22160', '22170',
  '22220', '22230', '22240', '22270', '22310', '22320', '22330', '22340', '22410', '22430',
  '22520', '22530', '22550', '22610', '22630', '22710', '22720', '22730', '22820', '22830',
  '22840', '22910', '22920', '22930', '22940', '22950',
]);

/** "123 45", "12345", "SE-123 45", "AX-22100" → five digits; null for anything else. */
export function normalizeZip(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/^(SE|AX)-?/, '').replace(/[\s\u00a0]/g, '');
  return /^\d{5}$/.test(compact) ? compact : null;
}

export function countryOfZip(zip: string, countryCode?: CountryCode): CountryCode {
  return countryCode ?? (ALAND_ZIP_CODES.has(zip) ? 'AX' : 'SE');
}

/** A postal code real in its country: Swedish ones never start with 0, Åland's are the list. */
export function isValidZip(zip: string, countryCode: CountryCode): boolean {
  return countryCode === 'AX' ? ALAND_ZIP_CODES.has(zip) : /^[1-9]\d{4}$/.test(zip);
}

export type ZipProblem = 'zip_code_required' | 'invalid_zip_code' | 'express_not_available';

export const isCountryCode = (value: string): value is CountryCode => value === 'SE' || value === 'AX';

/**
 * The express-zip rule (spec point 5): express needs a zip code, and not one on Åland. One rule
 * for the shop's delivery form and the embedded cart service, so both always agree.
 */
export function expressZipError(zipText: string | null | undefined, countryCode?: CountryCode): ZipProblem | null {
  if (!zipText?.trim()) return 'zip_code_required';
  const zip = normalizeZip(zipText);
  if (!zip) return 'invalid_zip_code';
  const country = countryOfZip(zip, countryCode);
  if (!isValidZip(zip, country)) return 'invalid_zip_code';
  return country === 'AX' ? 'express_not_available' : null;
}

/** How the address book shows a code: "123 45" in Sweden, "22100" on Åland. */
export const formatZip = (zip: string, countryCode: CountryCode) => (countryCode === 'SE' ? `${zip.slice(0, 3)} ${zip.slice(3)}` : zip);
