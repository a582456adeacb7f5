import { containsSql } from '../lib/sql-text-match';
import { parseUserRows, USER_COLUMNS, type UserRow } from './user-row';

export async function findUserById(db: D1Database, id: string): Promise<UserRow | null> {
  const { results } = await db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?1`).bind(id).all();
  return parseUserRows(results)[0] ?? null;
}

/** GET /users/name/{id}: the id may be a user id, a username or an e-mail (any letter case). */
export async function findUserByIdOrName(db: D1Database, idOrName: string): Promise<UserRow | null> {
  const { results } = await db
    .prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?1 OR u.username = ?1 OR u.email = ?1 LIMIT 1`)
    .bind(idOrName)
    .all();
  return parseUserRows(results)[0] ?? null;
}

export const USER_ORDER_COLUMNS = {
  firstName: 'u.first_name COLLATE NOCASE',
  lastName: 'u.last_name COLLATE NOCASE',
  email: 'u.email',
  userId: 'u.id',
  // The highest role the user holds in the listed customers (?1), USER lowest.
  role: `(SELECT MAX(CASE p.role WHEN 'USER' THEN 0 WHEN 'BUYER_ADMIN' THEN 1 WHEN 'SELLER_ADMIN' THEN 2 ELSE 3 END)
           FROM user_permissions p WHERE p.user_id = u.id AND p.customer_id IN (SELECT value FROM json_each(?1)))`,
} as const;

export interface UserListQuery {
  /** Only users with a permission on one of these customers. */
  customerIds: readonly string[];
  search: string | undefined;
  orderBy: keyof typeof USER_ORDER_COLUMNS;
  order: 'asc' | 'desc';
  active: 0 | 1 | undefined;
  limit: number;
  offset: number;
}

export async function listUsers(db: D1Database, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const contains = (column: string) => containsSql(column, '?3', query.search ?? '');
  const where = `EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id AND p.customer_id IN (SELECT value FROM json_each(?1)))
    AND (?2 IS NULL OR u.active = ?2)
    AND (?3 IS NULL OR ${contains("u.first_name || ' ' || u.last_name")} OR ${contains('u.email')} OR ${contains('u.id')})`;
  const params = [JSON.stringify(query.customerIds), query.active ?? null, query.search || null];
  // Only whitelisted column names reach the SQL text; the user id breaks ties so pages are stable.
  const order = `${USER_ORDER_COLUMNS[query.orderBy]} ${query.order === 'desc' ? 'DESC' : 'ASC'}, u.id ASC`;
  const [page, count] = await db.batch([
    db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE ${where} ORDER BY ${order} LIMIT ?4 OFFSET ?5`).bind(...params, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM users u WHERE ${where}`).bind(...params),
  ]);
  const total = (count?.results[0] as { total?: number } | undefined)?.total ?? 0;
  return { rows: parseUserRows(page?.results ?? []), total };
}

/** The profile fields a user may change on their own record (column names). */
export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  mobile_number?: string | null;
  preferred_store?: string;
  preferred_delivery_method?: string;
  default_customer_id?: string;
  default_project_id?: string | null;
}

const PROFILE_COLUMNS: readonly string[] = [
  'first_name',
  'last_name',
  'mobile_number',
  'preferred_store',
  'preferred_delivery_method',
  'default_customer_id',
  'default_project_id',
] satisfies (keyof ProfileChanges)[];

export async function updateProfile(db: D1Database, userId: string, changes: ProfileChanges): Promise<void> {
  // Only whitelisted column names reach the SQL text, whatever object is passed in.
  const entries = Object.entries(changes).filter(([column]) => PROFILE_COLUMNS.includes(column));
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = ?${index + 2}`).join(', ');
  await db
    .prepare(`UPDATE users SET ${assignments} WHERE id = ?1`)
    .bind(userId, ...entries.map(([, value]) => value))
    .run();
}
