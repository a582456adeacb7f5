import { forbidden } from '../lib/api-error';
import type { AccessTokenSubject } from '../lib/access-token';
import { scopeOf, type AdminScope } from './admin-rules';
import { loadUserPermissions } from './permission-repository';

/**
 * The caller's admin scope, read from the database rather than the token: a demoted or
 * deactivated admin loses the right to change users at once, not when the token expires.
 * An empty scope (a USER, or an inactive caller) is a 403.
 */
export async function requireAdminScope(db: D1Database, caller: AccessTokenSubject): Promise<AdminScope> {
  const [active, permissions, customers] = await Promise.all([
    db.prepare('SELECT active FROM users WHERE id = ?1').bind(caller.userId).first<{ active: number }>(),
    loadUserPermissions(db, caller.userId),
    db.prepare('SELECT id FROM customers WHERE active = 1 ORDER BY id').all<{ id: string }>(),
  ]);
  const scope = active?.active === 1 ? scopeOf(permissions, customers.results.map((row) => row.id)) : new Map();
  if (scope.size === 0) throw forbidden('Only admins can administer users');
  return scope;
}
