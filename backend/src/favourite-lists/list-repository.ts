import { z } from 'zod';
import type { ListAccess, ListFilter, ListSort } from './list-schemas';

/** A list with what its summary shows: the number of lines and the owner's name. */
export const ListRowSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  access: z.enum(['PRIVATE', 'SHARED']),
  created_at: z.number(),
  updated_at: z.number(),
  total_rows: z.number(),
  owner_name: z.string(),
});
export type ListRow = z.infer<typeof ListRowSchema>;

export const ItemRowSchema = z.object({ id: z.string(), article_number: z.string(), quantity: z.number(), position: z.number(), created_at: z.number(), updated_at: z.number() });
export type ItemRow = z.infer<typeof ItemRowSchema>;
export const ITEM_COLUMNS = 'id, article_number, quantity, position, created_at, updated_at';

const LIST_SELECT = `SELECT l.id, l.customer_id, l.user_id, l.name, l.access, l.created_at, l.updated_at,
  (SELECT COUNT(*) FROM favorite_list_items i WHERE i.list_id = l.id) AS total_rows,
  coalesce((SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = l.user_id), '') AS owner_name
  FROM favorite_lists l`;

export const findListStatement = (db: D1Database, id: string) => db.prepare(`${LIST_SELECT} WHERE l.id = ?1`).bind(id);

export async function findList(db: D1Database, id: string): Promise<ListRow | null> {
  const row = await findListStatement(db, id).first();
  return row ? ListRowSchema.parse(row) : null;
}

const ORDER_BY: Record<ListSort, string> = {
  'updatedAt:desc': 'l.updated_at DESC, l.id',
  'updatedAt:asc': 'l.updated_at ASC, l.id',
  'favoriteName:asc': 'l.name COLLATE NOCASE ASC, l.id',
  'favoriteName:desc': 'l.name COLLATE NOCASE DESC, l.id',
  'totalRows:desc': 'total_rows DESC, l.id',
  'totalRows:asc': 'total_rows ASC, l.id',
  'createdAt:desc': 'l.created_at DESC, l.id',
  'createdAt:asc': 'l.created_at ASC, l.id',
};

/**
 * The lists a caller sees in one customer: their own and the customer's shared ones. `adminOf`
 * says the caller is an admin of the customer, for the "editable only" filter.
 */
export async function queryLists(db: D1Database, filter: ListFilter, caller: { userId: string; customerId: string; isAdmin: boolean }): Promise<{ rows: ListRow[]; total: number }> {
  // Every filter is in the statement with a NULL meaning "any", so both statements bind the same values.
  const condition = [
    'l.customer_id = ?1',
    "(l.user_id = ?2 OR l.access = 'SHARED')",
    '(?3 IS NULL OR l.access = ?3)',
    '(?4 IS NULL OR l.user_id = ?4)',
    'l.updated_at >= ?5',
    filter.editable && !caller.isAdmin ? 'l.user_id = ?2' : '1',
  ].join(' AND ');
  const from = filter.fromUpdatedAt ? Date.parse(filter.fromUpdatedAt) : 0;
  const binds = [caller.customerId, caller.userId, filter.access ?? null, filter.userId ?? null, from];
  const [rows, count] = await db.batch([
    db.prepare(`${LIST_SELECT} WHERE ${condition} ORDER BY ${ORDER_BY[filter.sort]} LIMIT ?6 OFFSET ?7`).bind(...binds, filter.limit, filter.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM favorite_lists l WHERE ${condition}`).bind(...binds),
  ]);
  const total = z.object({ n: z.number() }).parse(count?.results?.[0] ?? { n: 0 }).n;
  return { rows: z.array(ListRowSchema).parse(rows?.results ?? []), total };
}

export const insertListStatement = (db: D1Database, list: { id: string; customerId: string; userId: string; name: string; access: ListAccess; now: number }) =>
  db
    .prepare('INSERT INTO favorite_lists (id, customer_id, user_id, name, access, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) ON CONFLICT (id) DO NOTHING RETURNING id')
    .bind(list.id, list.customerId, list.userId, list.name, list.access, list.now);

/** Name and/or access; the list must still exist (a list deleted meanwhile changes nothing). */
export const updateListStatement = (db: D1Database, id: string, change: { name?: string | undefined; access?: ListAccess | undefined; now: number }) =>
  db
    .prepare('UPDATE favorite_lists SET name = coalesce(?2, name), access = coalesce(?3, access), updated_at = ?4 WHERE id = ?1 RETURNING id')
    .bind(id, change.name ?? null, change.access ?? null, change.now);

export const touchListStatement = (db: D1Database, id: string, now: number) => db.prepare('UPDATE favorite_lists SET updated_at = max(updated_at, ?2) WHERE id = ?1').bind(id, now);

export async function deleteList(db: D1Database, id: string): Promise<boolean> {
  const row = await db.prepare('DELETE FROM favorite_lists WHERE id = ?1 RETURNING id').bind(id).first();
  return row !== null;
}

export async function loadItems(db: D1Database, listId: string, page: { offset: number; limit: number }): Promise<ItemRow[]> {
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM favorite_list_items WHERE list_id = ?1 ORDER BY position, id LIMIT ?2 OFFSET ?3`).bind(listId, page.limit, page.offset).all();
  return z.array(ItemRowSchema).parse(results);
}

export async function findItem(db: D1Database, listId: string, itemId: string): Promise<ItemRow | null> {
  const row = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM favorite_list_items WHERE list_id = ?1 AND id = ?2`).bind(listId, itemId).first();
  return row ? ItemRowSchema.parse(row) : null;
}

/** Deletes the lines named and touches the list, in one batch; answers the ids that were deleted. */
export async function deleteItems(db: D1Database, listId: string, itemIds: readonly string[], now: number): Promise<string[]> {
  const [deleted] = await db.batch([
    db.prepare('DELETE FROM favorite_list_items WHERE list_id = ?1 AND id IN (SELECT value FROM json_each(?2)) RETURNING id').bind(listId, JSON.stringify(itemIds)),
    touchListStatement(db, listId, now),
  ]);
  return z.array(z.object({ id: z.string() })).parse(deleted?.results ?? []).map((row) => row.id);
}

/** An absolute quantity for one line (spec: quantities are absolute), and the list touched. */
export async function setItemQuantity(db: D1Database, listId: string, itemId: string, quantity: number, now: number): Promise<ItemRow | null> {
  const [updated] = await db.batch([
    db.prepare(`UPDATE favorite_list_items SET quantity = ?3, updated_at = ?4 WHERE list_id = ?1 AND id = ?2 RETURNING ${ITEM_COLUMNS}`).bind(listId, itemId, quantity, now),
    touchListStatement(db, listId, now),
  ]);
  const [row] = z.array(ItemRowSchema).parse(updated?.results ?? []);
  return row ?? null;
}
