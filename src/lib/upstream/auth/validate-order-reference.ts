import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

export const OrderReferenceVerdictSchema = z.object({
  number: z.string(),
  wellFormed: z.boolean(),
  free: z.boolean(),
  valid: z.boolean(),
  reason: z.enum(['empty', 'too_long', 'invalid_characters', 'in_use']).nullable(),
});
export type OrderReferenceVerdict = z.infer<typeof OrderReferenceVerdictSchema>;

/**
 * GET /v4/customers/orders/{number}/validate: whether the buyer's order reference is well formed
 * and not already used by the customer (the rule is the service's; decision 019 has ours).
 */
export function validateOrderReference(auth: UpstreamService, input: { token: string; customerId: string | undefined; reference: string }): Promise<OrderReferenceVerdict> {
  return upstreamRequest(auth, {
    path: `/v4/customers/orders/${encodeURIComponent(input.reference)}/validate`,
    query: { customerId: input.customerId },
    token: input.token,
    schema: OrderReferenceVerdictSchema,
  });
}
