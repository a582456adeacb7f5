import { z } from 'zod';
import type { FieldChange } from './admin-rules';

export type AuditAction = 'created' | 'updated' | 'deactivated' | 'reactivated';

export interface AuditEntry {
  at: string;
  actor: { userId: string; name: string | null };
  action: AuditAction;
  changes: FieldChange[];
}

const ChangesSchema = z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })).catch([]);
const AuditRowSchema = z.object({
  at: z.number(),
  actor_id: z.string(),
  actor_name: z.string().nullable(),
  action: z.enum(['created', 'updated', 'deactivated', 'reactivated']),
  changes: z.string(),
});

/** The statement that records one change; callers put it in the same batch as the change itself. */
export const auditStatement = (
  db: D1Database,
  entry: { userId: string; actorId: string; at: number; action: AuditAction; changes: readonly FieldChange[]; requestId?: string | null },
) =>
  db
    .prepare('INSERT INTO user_audit (user_id, actor_id, at, action, changes, request_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(entry.userId, entry.actorId, entry.at, entry.action, JSON.stringify(entry.changes), entry.requestId ?? null);

/** The user a create form with this idempotency key already made, if any. */
export async function userOfRequest(db: D1Database, actorId: string, requestId: string): Promise<string | null> {
  const row = await db.prepare('SELECT user_id FROM user_audit WHERE actor_id = ?1 AND request_id = ?2').bind(actorId, requestId).first<{ user_id: string }>();
  return row?.user_id ?? null;
}

function parseChanges(json: string): FieldChange[] {
  try {
    return ChangesSchema.parse(JSON.parse(json));
  } catch {
    return [];
  }
}

/** A user's change history, newest first (the edit screen shows it). */
export async function loadAudit(db: D1Database, userId: string, limit = 50): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT a.at, a.actor_id, u.first_name || ' ' || u.last_name AS actor_name, a.action, a.changes
         FROM user_audit a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.user_id = ?1 ORDER BY a.id DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all();
  return results.flatMap((raw) => {
    const row = AuditRowSchema.safeParse(raw);
    if (!row.success) return [];
    return [{ at: new Date(row.data.at).toISOString(), actor: { userId: row.data.actor_id, name: row.data.actor_name }, action: row.data.action, changes: parseChanges(row.data.changes) }];
  });
}
