import { describe, expect, it } from 'vitest';
import { browsedAssortment, browsesFullRange, formatAssortmentCookie, hasOwnAssortment, parseAssortmentCookie } from './assortment-choice';

const anna = { userId: 'U-0001', customerId: 'C-1001', customerPermissions: [{ permissionDenies: [] }] };
const saved = { userId: 'U-0001', customerId: 'C-1001', choice: 'full' } as const;

describe('the assortment choice cookie', () => {
  it('reads back what it wrote', () => {
    expect(parseAssortmentCookie(formatAssortmentCookie(saved))).toEqual(saved);
    expect(parseAssortmentCookie(formatAssortmentCookie({ userId: 'a|b', customerId: 'C 1', choice: 'own' }))).toEqual({ userId: 'a|b', customerId: 'C 1', choice: 'own' });
  });

  it.each([undefined, '', 'U-0001|C-1001', 'U-0001|C-1001|everything', '|C-1001|full', 'U-0001|C-1001|full|extra', '%E0%A4%A|C-1001|full'])('ignores %j', (raw) => {
    expect(parseAssortmentCookie(raw)).toBeUndefined();
  });
});

describe('browsing the full range', () => {
  it('holds for the user and customer that chose it', () => {
    expect(browsesFullRange(saved, anna)).toBe(true);
  });

  it('is left behind by a customer change, another user or an own choice', () => {
    expect(browsesFullRange(saved, { ...anna, customerId: 'C-2001' })).toBe(false);
    expect(browsesFullRange(saved, { ...anna, userId: 'U-0002' })).toBe(false);
    expect(browsesFullRange({ ...saved, choice: 'own' }, anna)).toBe(false);
    expect(browsesFullRange(undefined, anna)).toBe(false);
  });

  it('never holds with EJ_ANDRA_SORTIMENT (spec point 6)', () => {
    expect(browsesFullRange(saved, { ...anna, customerPermissions: [{ permissionDenies: ['EJ_ANDRA_SORTIMENT'] }] })).toBe(false);
  });
});

describe('the assortment the catalogue gets', () => {
  it('is the own one, none for the full range or the default assortment', () => {
    expect(browsedAssortment({ id: 'bygg-el' }, false)).toBe('bygg-el');
    expect(browsedAssortment({ id: 'bygg-el' }, true)).toBeUndefined();
    expect(browsedAssortment({ id: 'default' }, false)).toBeUndefined();
    expect(browsedAssortment(undefined, false)).toBeUndefined();
  });

  it('offers a choice only to a customer with an assortment of its own', () => {
    expect(hasOwnAssortment({ id: 'bygg-el' })).toBe(true);
    expect(hasOwnAssortment({ id: 'default' })).toBe(false);
    expect(hasOwnAssortment(undefined)).toBe(false);
  });
});
