import { ApiError } from '../lib/api-error';
import { retryAfterMs, type AttemptRule } from './attempt-window';

export interface AttemptKey {
  rule: AttemptRule;
  key: string;
}

async function waitFor(db: D1Database, { rule, key }: AttemptKey, now: number): Promise<number | null> {
  const { results } = await db
    .prepare('SELECT attempted_at FROM auth_attempts WHERE scope = ?1 AND key = ?2 AND attempted_at > ?3 ORDER BY attempted_at DESC LIMIT ?4')
    .bind(rule.scope, key, now - rule.windowMs, rule.limit)
    .all<{ attempted_at: number }>();
  return retryAfterMs(
    results.map((row) => row.attempted_at),
    rule,
    now,
  );
}

/** Milliseconds until every key allows another attempt, or null if all allow one now. */
export async function blockedFor(db: D1Database, keys: readonly AttemptKey[], now: number): Promise<number | null> {
  const waits = await Promise.all(keys.map((key) => waitFor(db, key, now)));
  const longest = Math.max(0, ...waits.map((wait) => wait ?? 0));
  return longest > 0 ? longest : null;
}

/** Throws 429 too_many_attempts with Retry-After (seconds) while any key is over its limit. */
export async function assertAttemptsLeft(db: D1Database, keys: readonly AttemptKey[], now: number): Promise<void> {
  const wait = await blockedFor(db, keys, now);
  if (wait === null) return;
  const seconds = String(Math.ceil(wait / 1000));
  throw new ApiError(429, 'too_many_attempts', 'Too many attempts, try again later', { 'Retry-After': seconds });
}

/** Counts one attempt for every key and prunes that key's rows that left the window. */
export async function recordAttempt(db: D1Database, keys: readonly AttemptKey[], now: number): Promise<void> {
  await db.batch(
    keys.flatMap(({ rule, key }) => [
      db.prepare('DELETE FROM auth_attempts WHERE scope = ?1 AND key = ?2 AND attempted_at <= ?3').bind(rule.scope, key, now - rule.windowMs),
      db.prepare('INSERT INTO auth_attempts (scope, key, attempted_at) VALUES (?1, ?2, ?3)').bind(rule.scope, key, now),
    ]),
  );
}

export async function clearAttempts(db: D1Database, { rule, key }: AttemptKey): Promise<void> {
  await db.prepare('DELETE FROM auth_attempts WHERE scope = ?1 AND key = ?2').bind(rule.scope, key).run();
}
