import { describe, expect, it } from 'vitest';
import { locksAssortment, selectableCustomers } from './assortment-lock';

const customers = [
  { customerId: 'C-1001', assortment: 'bygg-el' },
  { customerId: 'C-2001', assortment: 'default' },
  { customerId: 'C-3001', assortment: undefined },
  { customerId: 'C-4001', assortment: 'bygg-el' },
];
const ids = (list: { customerId: string }[]) => list.map((customer) => customer.customerId);

describe('EJ_ANDRA_SORTIMENT', () => {
  it('is read from any of the token’s customer permissions', () => {
    expect(locksAssortment([{ permissionDenies: [] }, { permissionDenies: ['EJ_ANDRA_SORTIMENT'] }])).toBe(true);
    expect(locksAssortment([{ permissionDenies: ['EJ_SE_PRISER'] }])).toBe(false);
    expect(locksAssortment([])).toBe(false);
  });

  it.each([
    ['unlocked: every customer', false, 'C-1001', ['C-1001', 'C-2001', 'C-3001', 'C-4001']],
    ['locked to the default customer’s assortment', true, 'C-1001', ['C-1001', 'C-4001']],
    ['locked: "default" and none are the same assortment', true, 'C-3001', ['C-2001', 'C-3001']],
    ['locked without a default: the first customer’s', true, undefined, ['C-1001', 'C-4001']],
    ['locked with a default the user no longer has: the first customer’s', true, 'C-9999', ['C-1001', 'C-4001']],
  ])('%s', (_name, locked, defaultCustomerId, expected) => {
    expect(ids(selectableCustomers(customers, { locked, defaultCustomerId }))).toEqual(expected);
  });

  it('offers nothing to a locked user without customers', () => {
    expect(selectableCustomers([], { locked: true, defaultCustomerId: 'C-1001' })).toEqual([]);
  });
});
