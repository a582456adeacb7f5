import { describe, expect, it } from 'vitest';
import { adminCustomerIds, canViewUser, visiblePermissions } from './user-access';

const permission = (role: 'USER' | 'BUYER_ADMIN' | 'SELLER_ADMIN' | 'SITE_ADMIN', customerId: string) => ({ role, customerId, permissionDenies: [] });

describe('user access', () => {
  const anna = { userId: 'U-0001', customerPermissions: [permission('USER', 'C-1001')] };
  const bo = { userId: 'U-0002', customerPermissions: [permission('BUYER_ADMIN', 'C-1001'), permission('USER', 'C-2001')] };

  it('lists only the customers where the caller is an admin', () => {
    expect(adminCustomerIds(anna.customerPermissions)).toEqual([]);
    expect(adminCustomerIds(bo.customerPermissions)).toEqual(['C-1001']);
  });

  it('lets everyone see themself and admins the users of their customers', () => {
    expect(canViewUser(anna, { userId: 'U-0001', customerIds: ['C-1001'] })).toBe(true);
    expect(canViewUser(anna, { userId: 'U-0002', customerIds: ['C-1001'] })).toBe(false);
    expect(canViewUser(bo, { userId: 'U-0001', customerIds: ['C-1001'] })).toBe(true);
    // bo is only a USER in C-2001, so its users stay hidden from him
    expect(canViewUser(bo, { userId: 'U-0011', customerIds: ['C-2001'] })).toBe(false);
  });

  it('shows an admin only the permissions on customers they administer', () => {
    const gustav = [permission('USER', 'C-1001'), permission('USER', 'C-2001')];
    expect(visiblePermissions(bo, 'U-0008', gustav).map((p) => p.customerId)).toEqual(['C-1001']);
    expect(visiblePermissions({ ...bo, userId: 'U-0008' }, 'U-0008', gustav)).toHaveLength(2);
  });
});
