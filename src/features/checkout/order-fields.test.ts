import { describe, expect, it } from 'vitest';
import { fieldProblem, isPhoneNumber, ORDER_FIELDS } from './order-fields';

describe('fieldProblem', () => {
  it('accepts an empty optional field', () => {
    expect(fieldProblem('', ORDER_FIELDS.reference)).toBeNull();
  });

  it('refuses a required field that is empty, only whitespace or below its minimum', () => {
    expect(fieldProblem('', { required: true })).toEqual({ key: 'required' });
    expect(fieldProblem('   ', { required: true })).toEqual({ key: 'required' });
    expect(fieldProblem('ab', { required: true, minLength: 3 })).toEqual({ key: 'required' });
    expect(fieldProblem('abc', { required: true, minLength: 3 })).toBeNull();
  });

  it('names the limit when a field is too long', () => {
    expect(fieldProblem('x'.repeat(30), ORDER_FIELDS.reference)).toBeNull();
    expect(fieldProblem('x'.repeat(31), ORDER_FIELDS.reference)).toEqual({ key: 'maxCharacters', max: 30 });
    expect(fieldProblem('å'.repeat(251), ORDER_FIELDS.message)).toEqual({ key: 'maxCharacters', max: 250 });
  });

  it('refuses control characters', () => {
    expect(fieldProblem('Projekt\u0007', ORDER_FIELDS.goodsLabel)).toEqual({ key: 'invalid' });
  });
});

describe('isPhoneNumber', () => {
  it.each([
    ['070-123 45 67', true],
    ['+46 70 123 45 67', true],
    ['12345', false],
    ['ring mig', false],
  ])('%j → %j', (value, ok) => expect(isPhoneNumber(value)).toBe(ok));
});
