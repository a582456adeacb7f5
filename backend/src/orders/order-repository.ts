import { z } from 'zod';
import { orderSearchSql, type OrderSearch } from './order-search';
import { OrderItemRowSchema, OrderRowSchema, type OrderItemRow, type OrderRow } from './order-view';

export async function searchOrders(db: D1Database, search: OrderSearch, customerId: string, projectId: string | null): Promise<{ rows: OrderRow[]; total: number }> {
  const { where, orderBy, bindings } = orderSearchSql(search, customerId, projectId);
  const [page, count] = await db.batch([
    db.prepare(`SELECT o.*, (SELECT name FROM projects p WHERE p.id = o.project_id) AS project_name FROM orders o WHERE ${where} ORDER BY ${orderBy} LIMIT ?7 OFFSET ?8`).bind(...bindings, search.limit, search.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM orders o WHERE ${where}`).bind(...bindings),
  ]);
  return {
    rows: z.array(OrderRowSchema).parse(page?.results ?? []),
    total: z.object({ total: z.number() }).parse(count?.results[0] ?? { total: 0 }).total,
  };
}

/** By order number or by the temporary id checkout answered with. */
export async function findOrder(db: D1Database, id: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const byNumber = /^\d{1,12}$/.test(id);
  const [orders, items] = await db.batch([
    db.prepare(`SELECT o.*, (SELECT name FROM projects p WHERE p.id = o.project_id) AS project_name FROM orders o WHERE ${byNumber ? 'o.id = ?1' : 'o.temp_order_id = ?1'}`).bind(byNumber ? Number(id) : id),
    db.prepare(`SELECT * FROM order_items WHERE order_id = (SELECT id FROM orders WHERE ${byNumber ? 'id = ?1' : 'temp_order_id = ?1'}) ORDER BY position`).bind(byNumber ? Number(id) : id),
  ]);
  const [order] = z.array(OrderRowSchema).parse(orders?.results ?? []);
  return order ? { order, items: z.array(OrderItemRowSchema).parse(items?.results ?? []) } : null;
}
