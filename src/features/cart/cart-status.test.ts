import { describe, expect, it } from 'vitest';
import { nextCartStatus, type CartEvent, type CartStatus } from './cart-status';

// Spec point 4, reading A, as a table: every state and event, including those a state ignores.
const TABLE: [CartStatus, CartEvent, CartStatus][] = [
  ['noCart', 'UPDATE', 'mutating'],
  ['noCart', 'SUCCESS', 'noCart'],
  ['noCart', 'ERROR', 'noCart'],
  ['noCart', 'LOGOUT', 'noCart'],
  ['idle', 'LOGOUT', 'noCart'],
  ['idle', 'SUCCESS', 'idle'],
  ['idle', 'UPDATE', 'mutating'],
  ['idle', 'ERROR', 'idle'],
  ['mutating', 'LOGOUT', 'noCart'],
  ['mutating', 'ERROR', 'error'],
  ['mutating', 'SUCCESS', 'idle'],
  ['mutating', 'UPDATE', 'mutating'],
  ['error', 'LOGOUT', 'noCart'],
  ['error', 'SUCCESS', 'idle'],
  ['error', 'UPDATE', 'mutating'],
  ['error', 'ERROR', 'error'],
];

describe('nextCartStatus', () => {
  it.each(TABLE)('%s + %s → %s', (from, event, to) => expect(nextCartStatus(from, event)).toBe(to));
});
