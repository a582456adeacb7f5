import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const SpendSchema = z.object({
  customerId: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.literal('SEK'),
  vatIncluded: z.boolean(),
  months: z.array(z.string()),
  projects: z.array(z.object({ projectId: z.string().nullable(), projectName: z.string().nullable() })),
  data: z.array(z.object({ month: z.string(), projectId: z.string().nullable(), orderCount: z.number(), amount: z.number() })),
  total: z.number(),
  orderCount: z.number(),
});
export type Spend = z.infer<typeof SpendSchema>;

/**
 * GET /orders/spend?from&to: the customer's spend per month and project (kronor excl. VAT,
 * cancelled orders left out); 403 for EJ_SE_EKONOMISK_UPPFÖLJNING and EJ_SE_PRISER.
 */
export function getSpend(order: UpstreamService, input: { token: string; customerId: string | undefined; from?: string; to?: string }): Promise<Spend> {
  return upstreamRequest(order, {
    path: '/orders/spend',
    query: { customerId: input.customerId, from: input.from, to: input.to },
    token: input.token,
    schema: SpendSchema,
  });
}
