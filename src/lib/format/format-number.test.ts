import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, formatPrice, formatQuantity } from './format-number';

// Intl's group separator differs between ICU versions (no-break or narrow no-break space)
// and negatives use U+2212; compare on a normalised form and check the raw form separately.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ').replace(/\u2212/g, '-');

describe('formatPrice', () => {
  it.each([
    [1234.5, '1 234,50 kr'],
    [0, '0,00 kr'],
    [0.005, '0,01 kr'],
    [1_000_000, '1 000 000,00 kr'],
    [-49.9, '-49,90 kr'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
  ])('%d → %s', (amount, expected) => {
    expect(plain(formatPrice(amount))).toBe(expected);
  });

  it('keeps the unbreakable spaces from Intl', () => {
    expect(formatPrice(1234.5)).not.toMatch(/ /);
  });
});

describe('formatNumber', () => {
  it.each<[number, { maximumFractionDigits?: number } | undefined, string]>([
    [1234.5, undefined, '1 234,5'],
    [1234.567, undefined, '1 234,57'],
    [2, undefined, '2'],
    [1234.567, { maximumFractionDigits: 0 }, '1 235'],
    [0.1234, { maximumFractionDigits: 3 }, '0,123'],
    [-3.5, undefined, '-3,5'],
    [Number.NaN, undefined, '–'],
  ])('%d with %o → %s', (value, options, expected) => {
    expect(plain(formatNumber(value, options))).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each<[number, { maximumFractionDigits?: number } | undefined, string]>([
    [0.25, undefined, '25 %'],
    [0.255, undefined, '26 %'],
    [0.255, { maximumFractionDigits: 1 }, '25,5 %'],
    [1, undefined, '100 %'],
    [Number.NaN, undefined, '–'],
  ])('%d with %o → %s', (fraction, options, expected) => {
    expect(plain(formatPercent(fraction, options))).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it.each([
    [12, 'st', '12 st'],
    [2.5, ' m ', '2,5 m'],
    [1500, 'ST', '1 500 ST'],
    [3, '', '3'],
    [0.125, 'kg', '0,125 kg'],
  ])('%d %j → %s', (quantity, unit, expected) => {
    expect(plain(formatQuantity(quantity, unit))).toBe(expected);
  });

  it('never breaks between number and unit', () => {
    expect(formatQuantity(12, 'st')).toBe('12\u00A0st');
  });
});
