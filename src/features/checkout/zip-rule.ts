// The express-zip rule lives in src/lib/delivery/zip-codes.ts, shared with the cart service.
export { ALAND_ZIP_CODES, expressZipError as expressZipProblem, isCountryCode, normalizeZip, type CountryCode, type ZipProblem } from '../../lib/delivery/zip-codes';
