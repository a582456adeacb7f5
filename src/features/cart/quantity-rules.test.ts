import { describe, expect, it } from 'vitest';
import { checkQuantity, snapToMultiple } from './quantity-rules';

describe('checkQuantity', () => {
  it.each([
    ['5', {}, 5],
    ['2,5', { unit: 'M' }, 2.5],
    ['2.5', { unit: 'm' }, 2.5],
    ['12', { multiple: 4 }, 12],
    ['1 000', {}, 1000],
    [100_000, {}, 100_000],
  ])('accepts %j %j', (input, rule, quantity) => {
    expect(checkQuantity(input, rule)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['', 'cartPage.quantity.invalid'],
    ['abc', 'cartPage.quantity.invalid'],
    ['1e3', 'cartPage.quantity.invalid'],
    ['Infinity', 'cartPage.quantity.invalid'],
    ['0', 'cartPage.quantity.notPositive'],
    ['-3', 'cartPage.quantity.notPositive'],
    ['100001', 'cartPage.quantity.tooLarge'],
    ['999999999999', 'cartPage.quantity.tooLarge'],
    ['2,5', 'cartPage.quantity.decimal'],
  ])('refuses %j with %s', (input, key) => {
    expect(checkQuantity(input)).toMatchObject({ ok: false, key });
  });

  it('holds to the order multiple', () => {
    expect(checkQuantity('5', { multiple: 4 })).toMatchObject({ ok: false, key: 'cartPage.quantity.notMultiple', params: { multiple: 4 } });
  });
});

describe('snapToMultiple', () => {
  it.each([
    [0, 4, 4],
    [5, 4, 4],
    [7, 4, 8],
    [3, 1, 3],
  ])('%d in steps of %d is %d', (value, multiple, expected) => expect(snapToMultiple(value, multiple)).toBe(expected));
});
