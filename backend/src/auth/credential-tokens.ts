import { randomToken, sha256 } from '../lib/bytes';

export type CredentialTokenType = 'signup' | 'reset';

/** Activation and reset links work for 24 hours, once. */
export const CREDENTIAL_TOKEN_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a new one-time token (hashed) and retires the user's older open ones, so only the
 * newest e-mail's link works. Returns the token for the link.
 */
export async function createCredentialToken(db: D1Database, userId: string, type: CredentialTokenType, now: number): Promise<string> {
  const token = randomToken(32);
  await db.batch([
    db.prepare('UPDATE credential_tokens SET used_at = ?2 WHERE user_id = ?1 AND used_at IS NULL').bind(userId, now),
    db
      .prepare('INSERT INTO credential_tokens (token_hash, user_id, type, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(await sha256(token), userId, type, now, now + CREDENTIAL_TOKEN_MS),
  ]);
  return token;
}

/** Marks an open token used and returns its user, in one statement so a token works only once. */
export async function consumeCredentialToken(db: D1Database, token: string, now: number): Promise<string | null> {
  const row = await db
    .prepare('UPDATE credential_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING user_id')
    .bind(await sha256(token), now)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export async function queueEmail(db: D1Database, mail: { to: string; subject: string; body: string }, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO email_outbox (to_address, subject, body, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(mail.to, mail.subject, mail.body, now)
    .run();
}

/**
 * The statements that store a new sign-up token and queue its e-mail, for a caller's batch: a
 * user created by an admin gets the same mail as POST /users/credentials/request sends, written
 * together with the user so neither exists without the other (decision 017).
 */
export async function signupMailStatements(db: D1Database, user: { id: string; email: string; firstName: string }, now: number, mail: (token: string) => { subject: string; body: string }): Promise<D1PreparedStatement[]> {
  const token = randomToken(32);
  const { subject, body } = mail(token);
  return [
    db
      .prepare("INSERT INTO credential_tokens (token_hash, user_id, type, created_at, expires_at) VALUES (?1, ?2, 'signup', ?3, ?4)")
      .bind(await sha256(token), user.id, now, now + CREDENTIAL_TOKEN_MS),
    db.prepare('INSERT INTO email_outbox (to_address, subject, body, created_at) VALUES (?1, ?2, ?3, ?4)').bind(user.email, subject, body, now),
  ];
}
