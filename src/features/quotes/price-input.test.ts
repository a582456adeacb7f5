import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-input';

describe('parsePriceInput', () => {
  it.each([
    ['125,50', 125.5],
    ['1 250,50', 1250.5],
    ['99.9', 99.9],
    ['0', 0],
    ['12 kr', 12],
  ])('reads %s as %s', (text, expected) => {
    expect(parsePriceInput(text)).toBe(expected);
  });

  it.each(['', 'abc', '-5', '10,005', '1,2,3', '1e3'])('refuses %j', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });
});
