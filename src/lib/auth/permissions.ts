import type { PermissionDeny } from '../../../domain/auth/roles';
import type { Session } from './session';

/** What a buyer may do, from the permission denies in their token (spec point 6). */
export interface Permissions {
  viewPrices: boolean;
  viewDiscounts: boolean;
  changeAssortment: boolean;
  placeOrders: boolean;
  viewOrderHistory: boolean;
  createQuotes: boolean;
  viewFinancialFollowUp: boolean;
  /** False with EJ_ALLA_LEVERANSSATT: only some delivery methods, the default forced. */
  allDeliveryMethods: boolean;
}

const DENIED_BY: Record<keyof Permissions, PermissionDeny> = {
  viewPrices: 'EJ_SE_PRISER',
  viewDiscounts: 'EJ_SE_RABATTER',
  changeAssortment: 'EJ_ANDRA_SORTIMENT',
  placeOrders: 'EJ_ORDER',
  viewOrderHistory: 'EJ_ORDERHISTORIK',
  createQuotes: 'EJ_SKAPA_OFFERT',
  viewFinancialFollowUp: 'EJ_SE_EKONOMISK_UPPFÖLJNING',
  allDeliveryMethods: 'EJ_ALLA_LEVERANSSATT',
};

/**
 * Anonymous visitors may do none of these (prices and ordering need a customer); a signed-in user
 * may do each unless their token denies it for the current customer.
 */
export function permissionsOf(session: Session | null): Permissions {
  const denies = new Set(session?.permissionDenies ?? []);
  const allowed = (key: keyof Permissions) => session !== null && !denies.has(DENIED_BY[key]);
  return Object.fromEntries(Object.keys(DENIED_BY).map((key) => [key, allowed(key as keyof Permissions)])) as unknown as Permissions;
}
