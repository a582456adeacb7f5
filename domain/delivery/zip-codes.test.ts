import { describe, expect, it } from 'vitest';
import { ALAND_ZIP_CODES, countryOfZip, expressZipError, formatZip, isValidZip, normalizeZip } from './zip-codes';

describe('normalizeZip', () => {
  it.each([
    ['123 45', '12345'],
    ['12345', '12345'],
    [' SE-903 25 ', '90325'],
    ['AX-22100', '22100'],
    ['ax22100', '22100'],
    ['1234', null],
    ['123456', null],
    ['12a45', null],
    ['', null],
  ])('%j → %s', (text, expected) => {
    expect(normalizeZip(text)).toBe(expected);
  });
});

describe('the express zip rule', () => {
  it('knows the 36 Åland codes, all 22xxx', () => {
    expect(ALAND_ZIP_CODES.size).toBe(36);
    expect([...ALAND_ZIP_CODES].every((zip) => /^22\d{3}$/.test(zip))).toBe(true);
  });

  it.each([
    [undefined, undefined, 'zip_code_required'],
    ['', undefined, 'zip_code_required'],
    ['   ', undefined, 'zip_code_required'],
    ['9032', undefined, 'invalid_zip_code'],
    ['01234', undefined, 'invalid_zip_code'], // no Swedish code starts with 0
    ['903 25', undefined, null],
    ['22100', undefined, 'express_not_available'], // Mariehamn
    ['AX-22710', undefined, 'express_not_available'],
    ['221 00', 'SE', null], // Lund: the same digits, but in Sweden
    ['22478', undefined, null], // Lund, not on the Åland list
    ['22478', 'AX', 'invalid_zip_code'],
  ] as const)('%j (%s) → %s', (zip, country, expected) => {
    expect(expressZipError(zip, country)).toBe(expected);
  });

  it('derives the country from the code when none is given', () => {
    expect(countryOfZip('22100')).toBe('AX');
    expect(countryOfZip('22100', 'SE')).toBe('SE');
    expect(countryOfZip('11330')).toBe('SE');
    expect(isValidZip('22100', 'AX')).toBe(true);
  });

  it('formats codes per country', () => {
    expect(formatZip('90325', 'SE')).toBe('903 25');
    expect(formatZip('22100', 'AX')).toBe('22100');
  });
});
