import { z } from 'zod';
import { parseIsoDate } from '../../../domain/calendar';
import { containsSql, startsWithSql } from '../lib/sql-text-match';

export const ORDER_STATUSES = ['RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED'] as const;

/** Sort keys the shop may send, each to a fixed ORDER BY (never user text in SQL). */
const SORTS = {
  'orderDate:desc': 'o.created_at DESC, o.id DESC',
  'orderDate:asc': 'o.created_at ASC, o.id ASC',
  'orderId:desc': 'o.id DESC',
  'orderId:asc': 'o.id ASC',
  'total:desc': '(o.total_net + o.total_alloying) DESC, o.id DESC',
  'total:asc': '(o.total_net + o.total_alloying) ASC, o.id ASC',
} as const;

/** History starts long before 2000 for no customer; a filter more than a year ahead is a typo. */
const EARLIEST = '2000-01-01';
const latestDate = () => `${new Date().getUTCFullYear() + 1}-12-31`;
const IsoDateText = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'Expected a date YYYY-MM-DD')
  .refine((value) => value >= EARLIEST && value <= latestDate(), 'Date out of range');

/** GET /orders/search?limit&offset&q&orderStatus&fromDate&toDate&sort (spec point 7). */
export const OrderSearchQuery = z
  .object({
    customerId: z.string().trim().min(1).max(40).optional(),
    projectId: z.string().trim().min(1).max(40).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    q: z.string().trim().max(100).optional(),
    orderStatus: z.enum(ORDER_STATUSES).optional(),
    fromDate: IsoDateText.optional(),
    toDate: IsoDateText.optional(),
    sort: z.enum(Object.keys(SORTS) as [keyof typeof SORTS]).default('orderDate:desc'),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, { message: 'fromDate must not be after toDate', path: ['fromDate'] });
export type OrderSearch = z.infer<typeof OrderSearchQuery>;

/**
 * The WHERE, ORDER BY and bindings of a search within one customer (and project, when the
 * caller's permission is limited to one). q finds order numbers by prefix, references, project
 * ids and names and article names by substring, article numbers exactly (decision 018).
 */
export function orderSearchSql(search: OrderSearch, customerId: string, projectId: string | null) {
  const q = search.q ?? '';
  const contains = (column: string) => containsSql(column, '?6', q);
  const where = `o.customer_id = ?1 AND (?2 IS NULL OR o.project_id = ?2) AND (?3 IS NULL OR o.status = ?3)
    AND (?4 IS NULL OR o.order_date >= ?4) AND (?5 IS NULL OR o.order_date <= ?5)
    AND (?6 IS NULL OR ${startsWithSql('CAST(o.id AS TEXT)', '?6', q)} OR ${contains('o.reference')} OR ${contains('o.project_id')}
      OR EXISTS (SELECT 1 FROM projects p WHERE p.id = o.project_id AND ${contains('p.name')})
      OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND (i.article_number = ?6 OR ${contains('i.name')})))`;
  const bindings = [customerId, projectId, search.orderStatus ?? null, search.fromDate ?? null, search.toDate ?? null, search.q || null];
  return { where, orderBy: SORTS[search.sort], bindings };
}
