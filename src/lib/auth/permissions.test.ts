import { describe, expect, it } from 'vitest';
import { permissionsOf } from './permissions';
import type { Session } from './session';

const session = (permissionDenies: Session['permissionDenies']): Session => ({
  userId: 'U-0001',
  tokenVersion: 2,
  expiresAt: 2_000_000_000,
  customerPermissions: [],
  customerId: 'C-1001',
  projectId: undefined,
  sessionId: undefined,
  role: 'USER',
  isAdmin: false,
  permissionDenies,
});

describe('permissionsOf', () => {
  it('allows everything for a user without denies', () => {
    expect(Object.values(permissionsOf(session([]))).every(Boolean)).toBe(true);
  });

  it('allows nothing for anonymous visitors', () => {
    expect(Object.values(permissionsOf(null)).some(Boolean)).toBe(false);
  });

  it.each([
    ['EJ_SE_PRISER', 'viewPrices'],
    ['EJ_SE_RABATTER', 'viewDiscounts'],
    ['EJ_ANDRA_SORTIMENT', 'changeAssortment'],
    ['EJ_ORDER', 'placeOrders'],
    ['EJ_ORDERHISTORIK', 'viewOrderHistory'],
    ['EJ_SKAPA_OFFERT', 'createQuotes'],
    ['EJ_SE_EKONOMISK_UPPFÖLJNING', 'viewFinancialFollowUp'],
    ['EJ_ALLA_LEVERANSSATT', 'allDeliveryMethods'],
  ] as const)('%s switches off %s and nothing else', (deny, capability) => {
    const permissions = permissionsOf(session([deny]));
    expect(permissions[capability]).toBe(false);
    expect(Object.entries(permissions).filter(([, value]) => !value).map(([key]) => key)).toEqual([capability]);
  });
});
