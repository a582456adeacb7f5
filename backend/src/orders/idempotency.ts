import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { sha256 } from '../lib/bytes';

/**
 * Idempotency keys for checkout (migration 0001's table). A key is claimed before any work, the
 * answer is stored when the work is done, and a repeat of the key gets that answer instead of a
 * second run. A claim left behind by a worker that died is taken over after STALE_MS.
 */
export const STALE_MS = 2 * 60 * 1000;

export const IdempotencyKeyHeader = z
  .string({ message: 'The Idempotency-Key header is required' })
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,128}$/, 'Idempotency-Key: 8–128 letters, digits or . _ : -');

/**
 * What a checkout key is bound to: the cart, the cart's version and the request body. The
 * version is carts.updated_at, which every write to the cart's lines and deliveries moves and the
 * checkout itself does not (it only removes the ordered lines). So a repeat of the key after the
 * checkout (a double click, a retried request) matches and gets the stored answer, while the same
 * key sent for the cart after it changed (new lines, a new order) or for another cart is refused
 * instead of replaying an old success.
 */
export async function checkoutScope(cart: { id: string; updated_at: number }, body: unknown): Promise<string> {
  return `${cart.id}@${cart.updated_at}:${await sha256(JSON.stringify(body))}`;
}

const StoredSchema = z.object({ scope: z.string(), status: z.number(), body: z.string(), created_at: z.string() });

export type Claim = { claimed: true } | { claimed: false; status: number; body: unknown };

export async function claimKey(db: D1Database, key: string, scope: string, now: number): Promise<Claim> {
  const created = new Date(now).toISOString();
  const stale = new Date(now - STALE_MS).toISOString();
  const claimed = await db
    .prepare(
      `INSERT INTO idempotency_keys (key, scope, status, body, created_at) VALUES (?1, ?2, 0, '', ?3)
       ON CONFLICT (key) DO UPDATE SET scope = excluded.scope, created_at = excluded.created_at
         WHERE idempotency_keys.status = 0 AND idempotency_keys.created_at < ?4
       RETURNING key`,
    )
    .bind(key, scope, created, stale)
    .first();
  if (claimed) return { claimed: true };
  const stored = StoredSchema.parse(await db.prepare('SELECT scope, status, body, created_at FROM idempotency_keys WHERE key = ?1').bind(key).first());
  if (stored.scope !== scope) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request, another cart or this cart before it changed; use a new key');
  }
  if (stored.status === 0) throw new ApiError(409, 'checkout_in_progress', 'The same order is being placed right now', { 'Retry-After': '2' });
  return { claimed: false, status: stored.status, body: JSON.parse(stored.body) as unknown };
}

export const completeKeyStatement = (db: D1Database, key: string, status: number, body: unknown) =>
  db.prepare('UPDATE idempotency_keys SET status = ?2, body = ?3 WHERE key = ?1').bind(key, status, JSON.stringify(body));

/** Gives the key back when nothing was done, so the same request may be tried again. */
export const releaseKeyStatement = (db: D1Database, key: string) => db.prepare('DELETE FROM idempotency_keys WHERE key = ?1 AND status = 0').bind(key);
