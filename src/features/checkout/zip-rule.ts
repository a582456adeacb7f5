/**
 * The express-zip rule (spec point 5): express delivery (XXX) needs a postal code of five
 * digits, and does not reach Åland. Sweden (SE) and Åland (AX) both write five digits, and
 * Åland's 36 codes start with 22 like some in Lund, so a given country decides; without one an
 * Åland code is taken as Åland, the safe reading for express.
 */
export type CountryCode = 'SE' | 'AX';

export const ALAND_ZIP_CODES: ReadonlySet<string> = new Set([
  '22100', '22101', '22110', '22111', '22120', '22130', '22140', '22150', '22160', '22170',
  '22220', '22230', '22240', '22270', '22310', '22320', '22330', '22340', '22410', '22430',
  '22520', '22530', '22550', '22610', '22630', '22710', '22720', '22730', '22820', '22830',
  '22840', '22910', '22920', '22930', '22940', '22950',
]);

export type ZipProblem = 'zip_code_required' | 'invalid_zip_code' | 'express_not_available';

/** "123 45", "12345", "SE-123 45", "AX-22100" → five digits; null for anything else. */
export function normalizeZip(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/^(SE|AX)-?/, '').replace(/[\s\u00a0]/g, '');
  return /^\d{5}$/.test(compact) ? compact : null;
}

export function isCountryCode(value: string): value is CountryCode {
  return value === 'SE' || value === 'AX';
}

/** Why a zip code cannot take an express delivery, or null when it can. */
export function expressZipProblem(text: string | null | undefined, countryCode?: CountryCode): ZipProblem | null {
  if (!text?.trim()) return 'zip_code_required';
  const zip = normalizeZip(text);
  if (!zip) return 'invalid_zip_code';
  const country = countryCode ?? (ALAND_ZIP_CODES.has(zip) ? 'AX' : 'SE');
  if (country === 'AX') return ALAND_ZIP_CODES.has(zip) ? 'express_not_available' : 'invalid_zip_code';
  // Swedish postal codes never start with 0.
  return zip.startsWith('0') ? 'invalid_zip_code' : null;
}
