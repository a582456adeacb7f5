import { describe, expect, it } from 'vitest';
import { checkQuantity, MAX_QUANTITY, parseQuantityText } from './quantity';

describe('checkQuantity', () => {
  it.each([
    [1, 'ST', 1, null],
    [10, 'ST', 5, null],
    [0, 'ST', 1, 'quantity_not_positive'],
    [-3, 'ST', 1, 'quantity_not_positive'],
    [MAX_QUANTITY, 'ST', 1, null],
    [MAX_QUANTITY + 1, 'ST', 1, 'quantity_too_large'],
    [1e12, 'ST', 1, 'quantity_too_large'],
    [Number.NaN, 'ST', 1, 'invalid_quantity'],
    [Number.POSITIVE_INFINITY, 'ST', 1, 'invalid_quantity'],
    [2.5, 'ST', 1, 'decimal_not_allowed'],
    [2.5, 'FP', 1, 'decimal_not_allowed'],
    [2.5, 'M', 1, null],
    [12.75, 'm', 1, null],
    [0.01, 'M', 1, null],
    [2.555, 'M', 1, 'too_many_decimals'],
    [7, 'ST', 5, 'not_order_multiple'],
    [15, 'ST', 5, null],
    [5.5, 'M', 5, 'not_order_multiple'],
    [50, 'M', 5, null],
    [3, 'ST', 0, null], // a broken multiple counts as 1
  ])('%s %s (multiple %s) → %s', (quantity, unit, orderMultiple, expected) => {
    expect(checkQuantity(quantity, { unit, orderMultiple })).toBe(expected);
  });
});

describe('parseQuantityText', () => {
  it.each([
    ['5', 5],
    ['2,5', 2.5],
    ['2.5', 2.5],
    [' 1 000 ', 1000],
    ['1\u00a0000', 1000],
    ['', null],
    ['abc', null],
    ['-2', null],
    ['1e3', null],
    ['1,2,3', null],
    ['12345678901', null],
  ])('%j → %s', (text, expected) => {
    expect(parseQuantityText(text)).toBe(expected);
  });
});
