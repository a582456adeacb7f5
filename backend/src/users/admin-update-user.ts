import { badRequest, forbidden, notFound } from '../lib/api-error';
import { checkPermissionChange, mayManage, permissionChanges, type AdminScope, type FieldChange } from './admin-rules';
import type { AdminUpdateUserBody } from './admin-user-schemas';
import { loadUserPermissions } from './permission-repository';
import { assertProjectsOfCustomers, replacePermissionStatements } from './permission-writes';
import { auditStatement, type AuditAction } from './user-audit-repository';
import { findUserById } from './user-repository';

/**
 * Deactivation ends the user's sign-ins at once: refresh tokens revoked (a refresh is refused),
 * their families on the revocation list (access tokens stop working), open e-mail links retired.
 * Users are never deleted, so orders keep their buyer.
 */
const deactivationStatements = (db: D1Database, userId: string, now: number) => [
  db.prepare('UPDATE users SET active = 0, pending_activation = 0 WHERE id = ?1').bind(userId),
  db
    .prepare('INSERT OR IGNORE INTO revoked_sessions (family_id, revoked_at) SELECT DISTINCT family_id, ?2 FROM refresh_tokens WHERE user_id = ?1 AND expires_at > ?2')
    .bind(userId, now),
  db.prepare('UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL').bind(userId, now),
  db.prepare('UPDATE credential_tokens SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL').bind(userId, now),
];

/** Reactivation: a user who has a password is active again; one who never activated waits for the mail again. */
const reactivationStatement = (db: D1Database, userId: string, hasPassword: boolean) =>
  db.prepare(hasPassword ? 'UPDATE users SET active = 1, pending_activation = 0 WHERE id = ?1' : 'UPDATE users SET active = 0, pending_activation = 1 WHERE id = ?1').bind(userId);

const isActiveState = (row: { active: number; pending_activation: number }) => row.active === 1 || row.pending_activation === 1;

/**
 * PUT /v2/users/{id} by an admin (decision 017): names, phone, the permissions in the admin's
 * customers, and active. One batch with its audit row; a change that changes nothing writes nothing,
 * so the same form posted twice records one change.
 */
export async function adminUpdateUser(db: D1Database, input: { scope: AdminScope; actorId: string; targetId: string; body: AdminUpdateUserBody; now: number }): Promise<void> {
  const { scope, actorId, targetId, body, now } = input;
  const user = await findUserById(db, targetId);
  if (!user) throw notFound('User not found');
  const current = (await loadUserPermissions(db, targetId)).map(({ customerId, projectId, role, permissionDenies }) => ({ customerId, projectId, role, permissionDenies }));
  if (!mayManage(scope, current)) throw forbidden('Not a user you administer');
  const state = await db
    .prepare('SELECT password_hash IS NOT NULL AS has_password, pending_activation, active FROM users WHERE id = ?1')
    .bind(targetId)
    .first<{ has_password: number; pending_activation: number; active: number }>();
  if (!state) throw notFound('User not found');

  const changes: FieldChange[] = [];
  const columns: [string, string | null][] = [];
  const compare = (field: string, column: string, before: string | null, after: string | null | undefined) => {
    if (after === undefined || after === before) return;
    changes.push({ field, from: before, to: after });
    columns.push([column, after]);
  };
  compare('firstName', 'first_name', user.first_name, body.firstName);
  compare('lastName', 'last_name', user.last_name, body.lastName);
  compare('mobileNumber', 'mobile_number', user.mobile_number, body.mobileNumber);

  const statements: D1PreparedStatement[] = [];
  if (columns.length > 0) {
    const assignments = columns.map(([column], index) => `${column} = ?${index + 2}`).join(', ');
    statements.push(db.prepare(`UPDATE users SET ${assignments} WHERE id = ?1`).bind(targetId, ...columns.map(([, value]) => value)));
  }
  if (body.customerPermissions) {
    const violation = checkPermissionChange({ scope, callerId: actorId, targetId, current, desired: body.customerPermissions });
    if (violation) throw violation.kind === 'forbidden' ? forbidden(violation.message) : badRequest(violation.message);
    const permissionChanged = permissionChanges(scope, current, body.customerPermissions);
    if (permissionChanged.length > 0) {
      await assertProjectsOfCustomers(db, body.customerPermissions);
      changes.push(...permissionChanged);
      statements.push(...replacePermissionStatements(db, targetId, [...scope.keys()], body.customerPermissions));
    }
  }
  let action: AuditAction = 'updated';
  const wasActive = isActiveState(state);
  if (body.active !== undefined && body.active !== wasActive) {
    if (targetId === actorId) throw forbidden('You cannot deactivate yourself');
    action = body.active ? 'reactivated' : 'deactivated';
    changes.push({ field: 'active', from: String(wasActive), to: String(body.active) });
    statements.push(...(body.active ? [reactivationStatement(db, targetId, state.has_password === 1)] : deactivationStatements(db, targetId, now)));
  }
  if (statements.length === 0) return;
  await db.batch([...statements, auditStatement(db, { userId: targetId, actorId, at: now, action, changes })]);
}
