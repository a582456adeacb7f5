import { z } from 'zod';
import { PERMISSION_DENIES, ROLES, type PermissionDeny, type Role } from '../../../domain/auth/roles';

/** One row of user_permissions with its customer's name (the user record lists both). */
export interface UserPermission {
  customerId: string;
  customerName: string;
  projectId: string | null;
  role: Role;
  permissionDenies: PermissionDeny[];
}

const PermissionRowSchema = z.object({
  user_id: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  project_id: z.string().nullable(),
  role: z.enum(ROLES),
  permission_denies: z.string(),
});

// Stored as a JSON array; names this build does not know are dropped rather than failing the
// whole sign-in, so a newer deny added by an admin tool cannot lock users out.
const DeniesSchema = z.array(z.string()).catch([]);
const isDeny = (name: string): name is PermissionDeny => (PERMISSION_DENIES as readonly string[]).includes(name);

function parseDenies(json: string): PermissionDeny[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = [];
  }
  return DeniesSchema.parse(value).filter(isDeny);
}

/** Permissions of several users at once, keyed by user id, in customer id order. */
export async function loadPermissions(db: D1Database, userIds: readonly string[]): Promise<Map<string, UserPermission[]>> {
  const byUser = new Map<string, UserPermission[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  // json_each keeps this one bound parameter however many users a page holds.
  const { results } = await db
    .prepare(
      `SELECT p.user_id, p.customer_id, c.name AS customer_name, p.project_id, p.role, p.permission_denies
         FROM user_permissions p JOIN customers c ON c.id = p.customer_id
        WHERE p.user_id IN (SELECT value FROM json_each(?1)) AND c.active = 1
        ORDER BY p.user_id, p.customer_id`,
    )
    .bind(JSON.stringify(userIds))
    .all();
  for (const raw of results) {
    const row = PermissionRowSchema.safeParse(raw);
    if (!row.success) continue;
    byUser.get(row.data.user_id)?.push({
      customerId: row.data.customer_id,
      customerName: row.data.customer_name,
      projectId: row.data.project_id,
      role: row.data.role,
      permissionDenies: parseDenies(row.data.permission_denies),
    });
  }
  return byUser;
}

export async function loadUserPermissions(db: D1Database, userId: string): Promise<UserPermission[]> {
  return (await loadPermissions(db, [userId])).get(userId) ?? [];
}

/** The token claim shape: projectId only when the permission is limited to a project. */
export const toPermissionClaim = (permission: UserPermission) => ({
  role: permission.role,
  customerId: permission.customerId,
  ...(permission.projectId ? { projectId: permission.projectId } : {}),
  permissionDenies: permission.permissionDenies,
});

export type PermissionClaim = ReturnType<typeof toPermissionClaim>;

/** Roles a user holds in any customer, ascending. */
export const rolesOf = (permissions: readonly UserPermission[]): Role[] =>
  ROLES.filter((role) => permissions.some((p) => p.role === role));
