import { describe, expect, it } from 'vitest';
import { referenceProblem } from './order-reference';

describe('referenceProblem', () => {
  it.each([
    ['Björken etapp 1', null],
    ['  P-4711/ÅÄÖ #2  ', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'too_long'],
    ['   ', 'empty'],
    ['', 'empty'],
    ['rad ett\nrad två', 'invalid_characters'],
    ['tab\there', 'invalid_characters'],
  ])('%j → %s', (reference, expected) => {
    expect(referenceProblem(reference)).toBe(expected);
  });
});
