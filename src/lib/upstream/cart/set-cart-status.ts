import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** The one status the shop sets: a cart handed over elsewhere (punch-out transfer) is retired. */
export type CartStatus = 'DELETED';

/** The answer must name the status asked for; anything else is an unexpected answer, not a success. */
const cartStatusAnswerSchema = (status: CartStatus) => z.object({ cartId: z.string(), status: z.literal(status) });
export type CartStatusAnswer = z.infer<ReturnType<typeof cartStatusAnswerSchema>>;

/** PUT /v2/cart/{cartId}/status (spec point 7): the cart's new status. */
export function setCartStatus(cart: UpstreamService, input: { token: string; cartId: string; status: CartStatus }): Promise<CartStatusAnswer> {
  return upstreamRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/status`,
    body: { status: input.status },
    token: input.token,
    schema: cartStatusAnswerSchema(input.status),
  });
}
