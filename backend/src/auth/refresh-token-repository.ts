import { z } from 'zod';
import { sha256 } from '../lib/bytes';
import { formatRefreshToken, newRefreshTokenParts, REFRESH_TOKEN_MS } from './refresh-token';
import { revocationStatements } from './session-revocations';

export interface StoredRefreshToken {
  id: string;
  familyId: string;
  userId: string;
  secretHash: string;
  expiresAt: number;
  revokedAt: number | null;
  replacedBy: string | null;
}

const RowSchema = z
  .object({
    id: z.string(),
    family_id: z.string(),
    user_id: z.string(),
    secret_hash: z.string(),
    expires_at: z.number(),
    revoked_at: z.number().nullable(),
    replaced_by: z.string().nullable(),
  })
  .transform(
    (row): StoredRefreshToken => ({
      id: row.id,
      familyId: row.family_id,
      userId: row.user_id,
      secretHash: row.secret_hash,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      replacedBy: row.replaced_by,
    }),
  );

export interface IssuedRefreshToken {
  id: string;
  token: string;
  /** The sign-in this token belongs to (the first token's id); access tokens carry it as `fam`. */
  familyId: string;
}

const INSERT = `INSERT INTO refresh_tokens (id, family_id, user_id, secret_hash, created_at, expires_at)`;

export async function findRefreshToken(db: D1Database, id: string): Promise<StoredRefreshToken | null> {
  const row = await db.prepare('SELECT * FROM refresh_tokens WHERE id = ?1').bind(id).first();
  const parsed = RowSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** A new sign-in starts a new family; the first token's id names the family. */
export async function createRefreshToken(db: D1Database, userId: string, now: number): Promise<IssuedRefreshToken> {
  const parts = newRefreshTokenParts();
  await db
    .prepare(`${INSERT} VALUES (?1, ?1, ?2, ?3, ?4, ?5)`)
    .bind(parts.id, userId, await sha256(parts.secret), now, now + REFRESH_TOKEN_MS)
    .run();
  return { id: parts.id, token: formatRefreshToken(parts), familyId: parts.id };
}

/**
 * Replaces `current` by a new token of the same family, in one transaction. The old token is
 * only marked if nobody marked it first, and the new one is only inserted if that mark is ours,
 * so two concurrent uses of one token cannot both succeed. Null when we lost that race.
 */
export async function rotateRefreshToken(db: D1Database, current: StoredRefreshToken, now: number): Promise<IssuedRefreshToken | null> {
  const parts = newRefreshTokenParts();
  const [marked] = await db.batch([
    db
      .prepare('UPDATE refresh_tokens SET revoked_at = ?2, replaced_by = ?3 WHERE id = ?1 AND revoked_at IS NULL')
      .bind(current.id, now, parts.id),
    db
      .prepare(`${INSERT} SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM refresh_tokens WHERE id = ?7 AND replaced_by = ?1)`)
      .bind(parts.id, current.familyId, current.userId, await sha256(parts.secret), now, now + REFRESH_TOKEN_MS, current.id),
  ]);
  return marked?.meta.changes === 1 ? { id: parts.id, token: formatRefreshToken(parts), familyId: current.familyId } : null;
}

/** Ends a sign-in: its refresh tokens, and (through the revocation list) its access tokens. */
export async function revokeFamily(db: D1Database, familyId: string, now: number): Promise<void> {
  await db.batch([
    db.prepare('UPDATE refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL').bind(familyId, now),
    ...revocationStatements(db, familyId, now),
  ]);
}
