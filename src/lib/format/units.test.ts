import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatUnitQuantity, isKnownUnit, unitName } from './units';

const plain = (text: string) => text.replace(/\u00A0/g, ' ');

describe('unitName', () => {
  it.each([
    ['RLE', 1, 'rulle'],
    ['RLE', 3, 'rullar'],
    ['rle', 2, 'rullar'],
    ['FP', 1, 'förpackning'],
    ['FP', 4, 'förpackningar'],
    ['ST', 1, 'st'],
    ['ST', 12, 'st'],
    ['STK', 5, 'st'],
    ['M', 2.5, 'm'],
  ] as const)('%s × %d → %s', (code, quantity, expected) => {
    expect(unitName(code, quantity)).toBe(expected);
  });

  it('never shows a code: unknown or missing units read "st"', () => {
    expect(unitName('XYZ', 2)).toBe('st');
    expect(unitName(undefined)).toBe('st');
    expect(unitName(null, 3)).toBe('st');
  });
});

describe('formatUnitQuantity', () => {
  it.each([
    [3, 'RLE', '3 rullar'],
    [1, 'FP', '1 förpackning'],
    [1, 'RLE', '1 rulle'],
    [2.5, 'M', '2,5 m'],
    [1000, 'ST', '1 000 st'],
  ] as const)('%d %s → %s', (quantity, code, expected) => {
    expect(plain(formatUnitQuantity(quantity, code)).replace(/\u202F/g, ' ')).toBe(expected);
  });

  it('keeps number and word on one line', () => {
    expect(formatUnitQuantity(3, 'RLE')).toBe('3\u00A0rullar');
  });
});

describe('the seed', () => {
  it('uses only units the table knows', () => {
    const dir = resolve(import.meta.dirname, '../../../backend/seed/catalogue');
    const codes = new Set(
      readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/leaf\('[^']*', '([A-Z0-9]+)'/g)].map((match) => match[1] ?? '')),
    );
    expect(codes.size).toBeGreaterThan(0);
    expect([...codes].filter((code) => !isKnownUnit(code))).toEqual([]);
  });
});
