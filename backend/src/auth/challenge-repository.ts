import { randomToken, sha256 } from '../lib/bytes';

/** A NEW_PASSWORD_REQUIRED challenge must be answered within 10 minutes. */
export const CHALLENGE_MS = 10 * 60 * 1000;
export const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';

/** Returns the opaque Session for the client; only its hash is stored. */
export async function createChallenge(db: D1Database, userId: string, now: number): Promise<string> {
  const session = randomToken(32);
  await db
    .prepare('INSERT INTO auth_challenges (session_hash, user_id, name, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(await sha256(session), userId, NEW_PASSWORD_REQUIRED, now + CHALLENGE_MS)
    .run();
  return session;
}

/** The user of an open (unused, unexpired) challenge, or null. */
export async function findOpenChallenge(db: D1Database, session: string, now: number): Promise<{ userId: string } | null> {
  const row = await db
    .prepare('SELECT user_id FROM auth_challenges WHERE session_hash = ?1 AND name = ?2 AND used_at IS NULL AND expires_at > ?3')
    .bind(await sha256(session), NEW_PASSWORD_REQUIRED, now)
    .first<{ user_id: string }>();
  return row ? { userId: row.user_id } : null;
}

/** Marks the challenge answered; false if a concurrent answer got there first. */
export async function closeChallenge(db: D1Database, session: string, now: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE auth_challenges SET used_at = ?2 WHERE session_hash = ?1 AND used_at IS NULL')
    .bind(await sha256(session), now)
    .run();
  return result.meta.changes === 1;
}
