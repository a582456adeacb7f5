import { describe, expect, it } from 'vitest';
import { importAnswer } from './import-answer';

const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ index }));

describe('importAnswer: what a buyer reads after a spreadsheet import (spec point 8)', () => {
  it('counts the rows that came in when nothing was refused', () => {
    expect(importAnswer({ cartItems: lines(12), errors: [] })).toEqual({ status: 'done', message: '12 rader importerades.' });
  });

  it('names a file the service refused whole in its own words, never as rows or a full cart', () => {
    const whole = (id: string, code: string) => importAnswer({ cartItems: [], errors: [{ id, code }] }).message;
    expect(whole('CART_LIMIT', 'too_many_rows')).toBe('Filen har för många rader. Högst 1\u00a0000 rader kan importeras åt gången.');
    expect(whole('FILE_TOO_LARGE', 'file_too_large')).toBe('Filen är för stor. Den får vara högst 4 MB.');
    expect(whole('INVALID_FILE', 'invalid_file')).toBe('Filen kunde inte läsas. Välj en .xlsx- eller .csv-fil.');
    expect(whole('EMPTY_FILE', 'empty_file')).toBe('Filen innehåller inga rader.');
  });

  it('says the cart is full when its limit stopped the rows, by the id CART_LIMIT or by the rows\' code', () => {
    expect(importAnswer({ cartItems: [], errors: [{ id: 'CART_LIMIT', code: 'CART_LIMIT' }] }).message).toBe('Varukorgen är full. Ta bort produkter innan du importerar fler.');
    const partly = importAnswer({ cartItems: lines(3), errors: [{ id: '1234567', articleNumber: '1234567', code: 'CART_LIMIT' }, { id: '7654321', articleNumber: '7654321', code: 'CART_LIMIT' }] });
    expect(partly.message).toBe('3 rader importerades. Varukorgen är full. Ta bort produkter innan du importerar fler.');
    expect(partly.results).toHaveLength(2);
  });

  it('lists other refused rows by id after what came in, each with its reason', () => {
    const answer = importAnswer({ cartItems: lines(2), errors: [{ id: '4', code: 'unknown_article' }, { id: '9', articleNumber: '1111111', code: 'CART_LIMIT' }] });
    expect(answer.status).toBe('invalid');
    expect(answer.message).toBe('2 rader importerades. Följande rader kunde inte importeras: 4. Varukorgen är full. Ta bort produkter innan du importerar fler.');
    expect(answer.results?.map((result) => result.ok)).toEqual([false, false]);
  });
});
