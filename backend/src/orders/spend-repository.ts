import { z } from 'zod';
import type { SpendQuery } from './spend-query';

const SpendRowSchema = z.object({ month: z.string(), project_id: z.string().nullable(), order_count: z.number(), amount: z.number() });
const ProjectRowSchema = z.object({ id: z.string(), name: z.string() });

export interface SpendFigures {
  rows: z.infer<typeof SpendRowSchema>[];
  projects: z.infer<typeof ProjectRowSchema>[];
}

/**
 * Spend per month and project, in öre excluding VAT: the order totals as placed (net plus metal
 * surcharge, the figure the order list shows), every status but CANCELLED, by the order's
 * Stockholm date (decision 019). One customer, and one project when the permission says so.
 */
export async function loadSpend(db: D1Database, query: SpendQuery, customerId: string, projectId: string | null): Promise<SpendFigures> {
  const [rows, projects] = await db.batch([
    db
      .prepare(
        `SELECT substr(o.order_date, 1, 7) AS month, o.project_id, COUNT(*) AS order_count, SUM(o.total_net + o.total_alloying) AS amount
         FROM orders o
         WHERE o.customer_id = ?1 AND (?2 IS NULL OR o.project_id = ?2) AND o.status <> 'CANCELLED' AND o.order_date >= ?3 AND o.order_date <= ?4
         GROUP BY month, o.project_id ORDER BY month, o.project_id`,
      )
      .bind(customerId, projectId, query.fromDate, query.toDate),
    db.prepare('SELECT id, name FROM projects WHERE customer_id = ?1 AND (?2 IS NULL OR id = ?2) ORDER BY id').bind(customerId, projectId),
  ]);
  return { rows: z.array(SpendRowSchema).parse(rows?.results ?? []), projects: z.array(ProjectRowSchema).parse(projects?.results ?? []) };
}
