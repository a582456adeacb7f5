import { z } from 'zod';

/** What sign-in needs to know about a user; never leaves the auth service. */
export interface LoginUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string | null;
  mustChangePassword: boolean;
  tokenVersion: number;
  isPunchout: boolean;
  active: boolean;
}

const LoginRowSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    password_hash: z.string().nullable(),
    must_change_password: z.number(),
    token_version: z.number(),
    is_punchout: z.number(),
    active: z.number(),
  })
  .transform(
    (row): LoginUser => ({
      id: row.id,
      username: row.username,
      email: row.email,
      passwordHash: row.password_hash,
      mustChangePassword: row.must_change_password === 1,
      tokenVersion: row.token_version,
      isPunchout: row.is_punchout === 1,
      active: row.active === 1,
    }),
  );

const COLUMNS = 'id, username, email, password_hash, must_change_password, token_version, is_punchout, active';

const toLoginUser = (row: unknown): LoginUser | null => {
  const parsed = LoginRowSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
};

/** Users sign in with their username or their e-mail, in any letter case (columns are NOCASE). */
export async function findLoginUser(db: D1Database, loginName: string): Promise<LoginUser | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users WHERE username = ?1 OR email = ?1 LIMIT 1`).bind(loginName).first();
  return toLoginUser(row);
}

export async function findLoginUserById(db: D1Database, id: string): Promise<LoginUser | null> {
  return toLoginUser(await db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?1`).bind(id).first());
}

export const isLoginNameOf = (user: LoginUser, loginName: string): boolean =>
  [user.username, user.email].some((name) => name.toLowerCase() === loginName.toLowerCase());

/**
 * Sets a new password and ends every open session of the user: whoever held a refresh token
 * from before the change must sign in again.
 */
export async function setPassword(db: D1Database, userId: string, passwordHash: string, now: number, verifiedEmail = false): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?2, must_change_password = 0,
           is_email_verified = CASE WHEN ?3 = 1 THEN 1 ELSE is_email_verified END WHERE id = ?1`,
      )
      .bind(userId, passwordHash, verifiedEmail ? 1 : 0),
    // A colleague an admin created becomes active by following the e-mailed link (decision 017).
    db.prepare('UPDATE users SET active = 1, pending_activation = 0 WHERE id = ?1 AND pending_activation = 1 AND ?2 = 1').bind(userId, verifiedEmail ? 1 : 0),
    db.prepare('UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL').bind(userId, now),
  ]);
}
