import { z } from 'zod';
import { containsSql } from '../lib/sql-text-match';
import { STORED_STATUSES, type StoredStatus } from './quote-status';

export const QuoteRowSchema = z.object({
  id: z.string(),
  brand: z.string(),
  number: z.number(),
  customer_id: z.string(),
  project_id: z.string().nullable(),
  buyer_id: z.string(),
  buyer_name: z.string().nullable(),
  status: z.enum(STORED_STATUSES),
  reference: z.string().nullable(),
  wanted_delivery_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  discount_percent: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
  line_count: z.number(),
  /** The sum of net_price × quantity, öre; null before the answer. */
  total: z.number().nullable(),
});
export type QuoteRow = z.infer<typeof QuoteRowSchema>;

export const QuoteItemRowSchema = z.object({
  id: z.string(),
  position: z.number(),
  article_number: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  list_price: z.number().nullable(),
  quoted_price: z.number().nullable(),
  net_price: z.number().nullable(),
});
export type QuoteItemRow = z.infer<typeof QuoteItemRowSchema>;

export const QuoteMessageRowSchema = z.object({ id: z.number(), user_id: z.string(), author_name: z.string(), kind: z.string(), body: z.string(), created_at: z.number() });
export type QuoteMessageRow = z.infer<typeof QuoteMessageRowSchema>;

const QUOTE_SELECT = `SELECT q.id, q.brand, q.number, q.customer_id, q.project_id, q.buyer_id, u.first_name || ' ' || u.last_name AS buyer_name, q.status, q.reference,
  q.wanted_delivery_date, q.valid_until, q.discount_percent, q.created_at, q.updated_at,
  (SELECT COUNT(*) FROM quote_items i WHERE i.quote_id = q.id) AS line_count,
  (SELECT CAST(round(SUM(i.net_price * i.quantity)) AS INTEGER) FROM quote_items i WHERE i.quote_id = q.id AND q.status <> 'SENT') AS total
  FROM quotes q LEFT JOIN users u ON u.id = q.buyer_id`;

export async function findQuote(db: D1Database, id: string): Promise<QuoteRow | null> {
  const row = await db.prepare(`${QUOTE_SELECT} WHERE q.id = ?1`).bind(id).first();
  return row ? QuoteRowSchema.parse(row) : null;
}

export async function loadQuoteDetail(db: D1Database, id: string): Promise<{ items: QuoteItemRow[]; messages: QuoteMessageRow[] }> {
  const [items, messages] = await db.batch([
    db.prepare('SELECT id, position, article_number, name, unit, quantity, list_price, quoted_price, net_price FROM quote_items WHERE quote_id = ?1 ORDER BY position').bind(id),
    db.prepare('SELECT id, user_id, author_name, kind, body, created_at FROM quote_messages WHERE quote_id = ?1 ORDER BY id').bind(id),
  ]);
  return { items: z.array(QuoteItemRowSchema).parse(items?.results ?? []), messages: z.array(QuoteMessageRowSchema).parse(messages?.results ?? []) };
}

export interface QuoteSearch {
  customerIds: readonly string[];
  /** Stored status to match, and whether validity decides (EXPIRED vs ANSWERED). */
  status: { stored: StoredStatus; expired: boolean | null } | null;
  today: string;
  q: string | null;
  limit: number;
  offset: number;
}

/** A page of the customers' quotes, newest change first. Every filter is a bound value (null: off). */
export async function searchQuotes(db: D1Database, search: QuoteSearch): Promise<{ rows: QuoteRow[]; total: number }> {
  const contains = (column: string) => containsSql(column, '?5', search.q ?? '');
  const clause = `q.customer_id IN (SELECT value FROM json_each(?1))
    AND (?2 IS NULL OR q.status = ?2)
    AND (?3 IS NULL OR (?3 = 1 AND q.valid_until < ?4) OR (?3 = 0 AND (q.valid_until IS NULL OR q.valid_until >= ?4)))
    AND (?5 IS NULL OR ${contains('CAST(q.number AS TEXT)')} OR ${contains('q.reference')}
      OR EXISTS (SELECT 1 FROM quote_items i WHERE i.quote_id = q.id AND (${contains('i.article_number')} OR ${contains('i.name')})))`;
  const expired = search.status?.expired;
  const binds = [
    JSON.stringify(search.customerIds),
    search.status?.stored ?? null,
    expired === undefined || expired === null ? null : expired ? 1 : 0,
    search.today,
    search.q || null,
  ];
  const [page, count] = await db.batch([
    db.prepare(`${QUOTE_SELECT} WHERE ${clause} ORDER BY q.updated_at DESC, q.number DESC LIMIT ?6 OFFSET ?7`).bind(...binds, search.limit, search.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM quotes q WHERE ${clause}`).bind(...binds),
  ]);
  const total = z.array(z.object({ n: z.number() })).parse(count?.results ?? [])[0]?.n ?? 0;
  return { rows: z.array(QuoteRowSchema).parse(page?.results ?? []), total };
}

/**
 * A thread message by the user (their name as it is now, kept with the message). With `after`,
 * it is written only when the status change it records happened in the same batch (the quote
 * has that status and was touched at that time), so a lost race leaves no message behind.
 */
export const messageStatement = (db: D1Database, input: { quoteId: string; userId: string; kind: string; body: string; now: number; after?: StoredStatus }) =>
  db
    .prepare(
      `INSERT INTO quote_messages (quote_id, user_id, author_name, kind, body, created_at)
       SELECT ?1, ?2, coalesce((SELECT first_name || ' ' || last_name FROM users WHERE id = ?2), ?2), ?3, ?4, ?5
       WHERE ?6 IS NULL OR EXISTS (SELECT 1 FROM quotes WHERE id = ?1 AND status = ?6 AND updated_at = ?5)`,
    )
    .bind(input.quoteId, input.userId, input.kind, input.body, input.now, input.after ?? null);

/** Moves the quote on, only from the status the event needs (two answers at once: one wins). */
export const statusStatement = (db: D1Database, input: { quoteId: string; from: StoredStatus; to: StoredStatus; now: number }) =>
  db.prepare('UPDATE quotes SET status = ?3, updated_at = ?4 WHERE id = ?1 AND status = ?2').bind(input.quoteId, input.from, input.to, input.now);
