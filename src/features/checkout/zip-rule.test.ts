import { describe, expect, it } from 'vitest';
import { ALAND_ZIP_CODES, expressZipProblem, normalizeZip } from './zip-rule';

describe('normalizeZip', () => {
  it.each([
    ['123 45', '12345'],
    ['12345', '12345'],
    [' SE-903 25 ', '90325'],
    ['AX-22100', '22100'],
    ['1234', null],
    ['123456', null],
    ['12a45', null],
    ['', null],
  ])('%j → %j', (text, zip) => expect(normalizeZip(text)).toBe(zip));
});

describe('expressZipProblem', () => {
  it('knows all 36 Åland codes', () => {
    expect(ALAND_ZIP_CODES.size).toBe(36);
    for (const zip of ALAND_ZIP_CODES) expect(zip.startsWith('22')).toBe(true);
  });

  it.each([
    ['903 25', undefined, null],
    ['', undefined, 'zip_code_required'],
    [null, undefined, 'zip_code_required'],
    ['9032', undefined, 'invalid_zip_code'],
    ['01234', 'SE', 'invalid_zip_code'],
    ['22100', undefined, 'express_not_available'],
    ['22100', 'AX', 'express_not_available'],
    // Lund shares the 22 prefix: with Sweden named it is an ordinary Swedish code.
    ['22100', 'SE', null],
    ['22363', undefined, null],
    ['22363', 'AX', 'invalid_zip_code'],
  ] as const)('%j in %j → %j', (zip, country, problem) => {
    expect(expressZipProblem(zip, country)).toBe(problem);
  });
});
