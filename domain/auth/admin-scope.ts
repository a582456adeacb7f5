import { ROLES, isAdminRole, type Role } from './roles';

/**
 * Who an admin administers (decision 017), shared by the auth service (which enforces it) and the
 * shop (which offers only what will be allowed): the customers where they hold an admin role,
 * with that role; a SITE_ADMIN's scope is every customer.
 */
export type AdminScope = ReadonlyMap<string, Role>;

export function scopeOf(permissions: readonly { customerId: string; role: Role }[], allCustomerIds: readonly string[]): Map<string, Role> {
  if (permissions.some((p) => p.role === 'SITE_ADMIN')) return new Map(allCustomerIds.map((id) => [id, 'SITE_ADMIN' as Role]));
  return new Map(permissions.filter((p) => isAdminRole(p.role)).map((p) => [p.customerId, p.role]));
}

/** Roles an admin may give in one customer: up to their own role there; none for a USER. */
export const grantableRoles = (callerRole: Role | undefined): Role[] =>
  callerRole && isAdminRole(callerRole) ? ROLES.filter((role) => ROLES.indexOf(role) <= ROLES.indexOf(callerRole)) : [];

/**
 * An admin may manage a user who has a permission on one of the admin's customers and, in each
 * of those customers, a role no higher than the admin's own there.
 */
export function mayManage(scope: AdminScope, target: readonly { customerId: string; role: Role }[]): boolean {
  const shared = target.filter((p) => scope.has(p.customerId));
  return shared.length > 0 && shared.every((p) => ROLES.indexOf(p.role) <= ROLES.indexOf(scope.get(p.customerId) as Role));
}
