import { describe, expect, it } from 'vitest';
import { normalizeDecimalComma, parseDecimal } from './parse-decimal';

describe('parseDecimal', () => {
  it.each<[string, number]>([
    ['12', 12],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['  7,25 ', 7.25],
    [',5', 0.5],
    ['-3,5', -3.5],
    ['+4', 4],
    ['\u22121\u00A0234,5', -1234.5],
    ['1 234,5', 1234.5],
    ['1\u00A0234', 1234],
    ['1\u202F234\u202F567,89', 1234567.89],
    ['1234567', 1234567],
    ['0', 0],
    ['-0', 0],
    ['007', 7],
  ])('%j → %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '-',
    ',',
    'abc',
    '12abc',
    '1,2,3',
    '1.2.3',
    '1.234,5',
    '1,234.5',
    '1e3',
    '1E-2',
    'Infinity',
    '-Infinity',
    'NaN',
    '0x10',
    '12 34',
    '1  234',
    '1 23',
    '5,',
    '--5',
    '9'.repeat(400),
  ])('%j → null', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });
});

describe('normalizeDecimalComma', () => {
  it.each([
    ['2,5', '2.5'],
    ['2.5', '2.5'],
    ['1,2,3', '1.2.3'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDecimalComma(input)).toBe(expected);
  });
});
