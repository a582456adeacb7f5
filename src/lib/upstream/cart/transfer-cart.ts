import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { CartSchema } from './cart-schemas';

/** The destination cart as it is now, and how many lines came over. */
const TransferAnswerSchema = CartSchema.extend({ movedLines: z.number().int().nonnegative() });

/**
 * PUT /v2/cart/{dest}/transfer/{source} (spec point 7): every line of the source cart moves into
 * the destination cart (same article and delivery: quantities added) and the source is retired.
 * `sourceToken`: the source belongs to another sign-in (a punch-out session that ends in a normal
 * sign-in), whose token proves it in X-Source-Authorization (decision 033).
 */
export function transferCart(cart: UpstreamService, input: { token: string; destinationCartId: string; sourceCartId: string; sourceToken?: string | undefined }) {
  return upstreamRequest(cart, {
    method: 'PUT',
    headers: input.sourceToken ? { 'X-Source-Authorization': `Bearer ${input.sourceToken}` } : undefined,
    path: `/v2/cart/${encodeURIComponent(input.destinationCartId)}/transfer/${encodeURIComponent(input.sourceCartId)}`,
    token: input.token,
    schema: TransferAnswerSchema,
  });
}
