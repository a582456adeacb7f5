import { isAdminRole } from '../../../domain/auth/roles';
import type { CustomerPermissionClaim } from '../lib/access-token';

/**
 * Who may see whom. Decided from the caller's verified token claims: a user sees themself, and
 * an admin (BUYER_ADMIN and up) sees every user of a customer where they hold that admin role.
 */
export const adminCustomerIds = (callerPermissions: readonly CustomerPermissionClaim[]): string[] =>
  callerPermissions.filter((p) => isAdminRole(p.role)).map((p) => p.customerId);

export const isAdmin = (callerPermissions: readonly CustomerPermissionClaim[]): boolean =>
  adminCustomerIds(callerPermissions).length > 0;

export function canViewUser(
  caller: { userId: string; customerPermissions: readonly CustomerPermissionClaim[] },
  target: { userId: string; customerIds: readonly string[] },
): boolean {
  if (caller.userId === target.userId) return true;
  const administered = adminCustomerIds(caller.customerPermissions);
  return target.customerIds.some((id) => administered.includes(id));
}

/**
 * The part of another user's permissions an admin may see: only the customers they administer,
 * so a buyer admin does not learn which other companies a shared user also works for.
 */
export function visiblePermissions<P extends { customerId: string }>(
  caller: { userId: string; customerPermissions: readonly CustomerPermissionClaim[] },
  targetUserId: string,
  permissions: readonly P[],
): P[] {
  if (caller.userId === targetUserId) return [...permissions];
  const administered = adminCustomerIds(caller.customerPermissions);
  return permissions.filter((p) => administered.includes(p.customerId));
}
