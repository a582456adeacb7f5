import { ACCESS_TOKEN_SECONDS } from '../lib/access-token';

/**
 * The auth service's list of ended sign-ins (revoked refresh-token families, decision 012). An
 * access token carries its family (`fam`; older tokens only `sid`, a token of the family), and
 * every bearer-authenticated call asks this list, so revocation takes effect at once.
 */

/** After this, every access token of a revoked family has expired anyway (plus a minute of skew). */
const KEEP_MS = (ACCESS_TOKEN_SECONDS + 60) * 1000;

/** The statements that record a revocation (for the caller's batch) and prune what is no longer needed. */
export function revocationStatements(db: D1Database, familyId: string, now: number): D1PreparedStatement[] {
  return [
    db.prepare('INSERT INTO revoked_sessions (family_id, revoked_at) VALUES (?1, ?2) ON CONFLICT (family_id) DO NOTHING').bind(familyId, now),
    db.prepare('DELETE FROM revoked_sessions WHERE revoked_at < ?1').bind(now - KEEP_MS),
  ];
}

/** Whether the sign-in a token belongs to was revoked: by its family, or by the family of its `sid`. */
export async function isSignInRevoked(db: D1Database, token: { familyId?: string | undefined; sid: string }): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS revoked FROM revoked_sessions WHERE family_id = COALESCE(?1, (SELECT family_id FROM refresh_tokens WHERE id = ?2))')
    .bind(token.familyId ?? null, token.sid)
    .first();
  return row !== null;
}

export async function isFamilyRevoked(db: D1Database, familyId: string): Promise<boolean> {
  return isSignInRevoked(db, { familyId, sid: '' });
}
