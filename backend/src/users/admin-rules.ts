import { grantableRoles, mayManage, scopeOf, type AdminScope } from '../../../domain/auth/admin-scope';
import type { PermissionDeny, Role } from '../../../domain/auth/roles';

/**
 * Who may change what in user administration (decision 017); the scope and the role ceiling are
 * domain/auth/admin-scope.ts. Pure functions over plain data, so the routes stay thin and the
 * table tests beside this file cover every rule.
 */
export type { AdminScope };
export { grantableRoles, mayManage, scopeOf };

export interface DesiredPermission {
  customerId: string;
  projectId: string | null;
  role: Role;
  permissionDenies: readonly PermissionDeny[];
}

export interface CurrentPermission {
  customerId: string;
  projectId: string | null;
  role: Role;
  permissionDenies: readonly PermissionDeny[];
}

/** Why a change is refused: the route maps each to 403 (not yours) or 400 (bad data). */
export type RuleViolation =
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; message: string };


const sameDenies = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

const samePermission = (a: CurrentPermission | DesiredPermission, b: CurrentPermission | DesiredPermission) =>
  a.role === b.role && a.projectId === b.projectId && sameDenies(a.permissionDenies, b.permissionDenies);

/**
 * Checks a wished-for set of permissions for the customers in the admin's scope. Permissions on
 * customers outside the scope are neither shown to the admin nor changed by them, so `desired`
 * may only name scope customers, and those the target holds elsewhere are kept as they are.
 */
export function checkPermissionChange(input: {
  scope: AdminScope;
  callerId: string;
  targetId: string | null;
  current: readonly CurrentPermission[];
  desired: readonly DesiredPermission[];
}): RuleViolation | null {
  const { scope, callerId, targetId, current, desired } = input;
  const ids = desired.map((p) => p.customerId);
  if (new Set(ids).size !== ids.length) return { kind: 'invalid', message: 'customerPermissions: A customer is listed twice' };
  for (const permission of desired) {
    const callerRole = scope.get(permission.customerId);
    if (!callerRole) return { kind: 'forbidden', message: `Not an admin of customer ${permission.customerId}` };
    if (!grantableRoles(callerRole).includes(permission.role)) return { kind: 'forbidden', message: `You cannot give the role ${permission.role}` };
  }
  const changedInScope = [...scope.keys()].filter((customerId) => {
    const before = current.find((p) => p.customerId === customerId);
    const after = desired.find((p) => p.customerId === customerId);
    if (!before || !after) return Boolean(before) !== Boolean(after);
    return !samePermission(before, after);
  });
  if (targetId !== null && targetId === callerId && changedInScope.length > 0) {
    return { kind: 'forbidden', message: 'You cannot change your own role or permissions' };
  }
  const keptOutside = current.filter((p) => !scope.has(p.customerId));
  if (desired.length + keptOutside.length === 0) return { kind: 'invalid', message: 'customerPermissions: At least one customer is required' };
  return null;
}

/** The permissions after the change: the desired ones plus those outside the admin's scope. */
export const mergedPermissions = (scope: AdminScope, current: readonly CurrentPermission[], desired: readonly DesiredPermission[]): CurrentPermission[] => [
  ...current.filter((p) => !scope.has(p.customerId)),
  ...desired.map((p) => ({ ...p, permissionDenies: [...new Set(p.permissionDenies)] })),
];

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

const describePermission = (p: CurrentPermission | undefined) =>
  p ? [p.role, p.projectId ?? '', ...[...p.permissionDenies].sort()].filter(Boolean).join(' ') : null;

/** What changed, for the audit table: one entry per field and per customer permission. */
export function permissionChanges(scope: AdminScope, current: readonly CurrentPermission[], desired: readonly DesiredPermission[]): FieldChange[] {
  return [...scope.keys()].sort().flatMap((customerId) => {
    const from = describePermission(current.find((p) => p.customerId === customerId));
    const to = describePermission(desired.find((p) => p.customerId === customerId) as CurrentPermission | undefined);
    return from === to ? [] : [{ field: `customerPermissions.${customerId}`, from, to }];
  });
}
