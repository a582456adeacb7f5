import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import type { AccessTokenSubject } from '../lib/access-token';
import { trackingIdentity } from './tracking-identity';

const anna: AccessTokenSubject = {
  userId: 'U-0001',
  version: 2,
  sid: 's-1',
  customerPermissions: [
    { role: 'USER', customerId: 'C-1001', permissionDenies: [] },
    { role: 'USER', customerId: 'C-2001', permissionDenies: [] },
  ],
};

const statusOf = (run: () => unknown) => {
  try {
    run();
    return 'stored';
  } catch (error) {
    return error instanceof ApiError ? error.status : 'threw';
  }
};

describe('trackingIdentity', () => {
  it('stores anonymous events under nobody, and a token under its user and one of its customers', () => {
    expect(trackingIdentity(undefined, undefined, undefined)).toEqual({ userId: null, customerId: null });
    expect(trackingIdentity(anna, undefined, undefined)).toEqual({ userId: 'U-0001', customerId: null });
    expect(trackingIdentity(anna, 'U-0001', 'C-2001')).toEqual({ userId: 'U-0001', customerId: 'C-2001' });
  });

  it.each([
    ['a user id without a token', undefined, 'U-0001', undefined, 401],
    ['a customer without a token', undefined, undefined, 'C-1001', 401],
    ["another user's id", anna, 'U-0002', undefined, 403],
    ['a customer the token does not have', anna, 'U-0001', 'C-3001', 403],
  ] as const)('refuses %s', (_label, auth, userId, customerId, status) => {
    expect(statusOf(() => trackingIdentity(auth, userId, customerId))).toBe(status);
  });
});
