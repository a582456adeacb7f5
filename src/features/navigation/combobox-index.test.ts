import { describe, expect, it } from 'vitest';
import { isComboboxKey, moveActiveIndex } from './combobox-index';

describe('moveActiveIndex', () => {
  it.each([
    // current, count, key, expected
    [-1, 5, 'ArrowDown', 0],
    [0, 5, 'ArrowDown', 1],
    [4, 5, 'ArrowDown', 0],
    [-1, 5, 'ArrowUp', 4],
    [0, 5, 'ArrowUp', 4],
    [3, 5, 'ArrowUp', 2],
    [-1, 0, 'ArrowDown', -1],
    [2, 0, 'ArrowUp', -1],
    [7, 3, 'ArrowDown', 0],
    [7, 3, 'ArrowUp', 2],
    [-1, 1, 'ArrowDown', 0],
    [0, 1, 'ArrowDown', 0],
  ] as const)('from %i of %i, %s → %i', (current, count, key, expected) => {
    expect(moveActiveIndex(current, count, key)).toBe(expected);
  });
});

describe('isComboboxKey', () => {
  it('knows the arrow keys only', () => {
    expect(['ArrowDown', 'ArrowUp', 'Enter', 'Home', 'ArrowLeft'].map(isComboboxKey)).toEqual([true, true, false, false, false]);
  });
});
