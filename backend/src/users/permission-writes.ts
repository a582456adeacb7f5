import { badRequest } from '../lib/api-error';
import type { DesiredPermission } from './admin-rules';

/** Every project named must be an active project of the customer it is listed under. */
export async function assertProjectsOfCustomers(db: D1Database, permissions: readonly DesiredPermission[]): Promise<void> {
  const wanted = permissions.filter((p) => p.projectId !== null);
  if (wanted.length === 0) return;
  const { results } = await db
    .prepare('SELECT id, customer_id FROM projects WHERE id IN (SELECT value FROM json_each(?1)) AND active = 1')
    .bind(JSON.stringify(wanted.map((p) => p.projectId)))
    .all<{ id: string; customer_id: string }>();
  for (const permission of wanted) {
    if (!results.some((row) => row.id === permission.projectId && row.customer_id === permission.customerId)) {
      throw badRequest(`customerPermissions: ${permission.projectId} is not a project of ${permission.customerId}`);
    }
  }
}

/**
 * Statements that make the user's rows for the given customers exactly `permissions` (one row per
 * customer); rows of other customers (outside the admin's scope) stay as they are.
 */
export const replacePermissionStatements = (db: D1Database, userId: string, customerIds: readonly string[], permissions: readonly DesiredPermission[]) => [
  db.prepare('DELETE FROM user_permissions WHERE user_id = ?1 AND customer_id IN (SELECT value FROM json_each(?2))').bind(userId, JSON.stringify(customerIds)),
  ...permissions.map((p) =>
    db
      .prepare('INSERT INTO user_permissions (user_id, customer_id, project_id, role, permission_denies) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(userId, p.customerId, p.projectId, p.role, JSON.stringify([...new Set(p.permissionDenies)])),
  ),
];
