import { describe, expect, it } from 'vitest';
import { hasRole, isAdminRole, isRole } from './roles';

describe('hasRole', () => {
  it.each([
    ['USER', 'USER', true],
    ['USER', 'BUYER_ADMIN', false],
    ['BUYER_ADMIN', 'USER', true],
    ['SELLER_ADMIN', 'BUYER_ADMIN', true],
    ['SELLER_ADMIN', 'SITE_ADMIN', false],
    ['SITE_ADMIN', 'SITE_ADMIN', true],
    [undefined, 'USER', false],
  ] as const)('%s against %s → %s', (role, required, expected) => {
    expect(hasRole(role, required)).toBe(expected);
  });
});

describe('admin roles', () => {
  it('are the three above USER', () => {
    expect(isAdminRole('USER')).toBe(false);
    expect(isAdminRole('BUYER_ADMIN')).toBe(true);
    expect(isAdminRole('SELLER_ADMIN')).toBe(true);
    expect(isAdminRole('SITE_ADMIN')).toBe(true);
    expect(isAdminRole(undefined)).toBe(false);
  });
  it('rejects unknown role names', () => {
    expect(isRole('ROOT')).toBe(false);
    expect(isRole('USER')).toBe(true);
  });
});
