import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, exactCode, isValidEan13 } from './ean';

describe('EAN-13', () => {
  it.each([
    ['400638133393', 1],
    ['731812000000', 2],
    ['590123412345', 7],
    ['000000000000', 0],
  ])('check digit of %s is %i', (body, digit) => {
    expect(ean13CheckDigit(body)).toBe(digit);
  });

  it('accepts valid codes and rejects a wrong check digit, length or letters', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('recognises article numbers and EANs typed with spaces or dashes', () => {
    expect(exactCode('1234567')).toEqual({ kind: 'articleNumber', code: '1234567' });
    expect(exactCode(' 123-4567 ')).toEqual({ kind: 'articleNumber', code: '1234567' });
    expect(exactCode('4006381 333931')).toEqual({ kind: 'ean', code: '4006381333931' });
    expect(exactCode('4006381333932')).toBeNull();
    expect(exactCode('123456')).toBeNull();
    expect(exactCode('kabel 1234567')).toBeNull();
  });
});
