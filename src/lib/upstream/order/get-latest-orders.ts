import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const LatestOrderSchema = z.object({
  orderId: z.string(),
  orderStatus: z.string(),
  orderDate: z.string(),
  projectId: z.string().nullable(),
  reference: z.string().nullable(),
  itemCount: z.number(),
  total: z.number().nullable(),
});
export type LatestOrder = z.infer<typeof LatestOrderSchema>;

/**
 * GET /orders/search?limit=5&sort=orderDate:desc: the newest orders of the customer, the heads only
 * (my page's dashboard). The order list's full search lives beside it in its own operation.
 */
export function getLatestOrders(order: UpstreamService, input: { token: string; customerId: string | undefined; limit?: number }): Promise<LatestOrder[]> {
  return upstreamRequest(order, {
    path: '/orders/search',
    query: { customerId: input.customerId, limit: input.limit ?? 5, sort: 'orderDate:desc' },
    token: input.token,
    schema: z.object({ data: z.array(LatestOrderSchema) }).transform((answer) => answer.data),
  });
}
