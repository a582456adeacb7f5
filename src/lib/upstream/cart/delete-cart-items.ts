import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** What a delete answers: the lines gone (clearing the cart answers the same). */
export const DeletedCartItemsSchema = z.object({ cartId: z.string(), deletedCartItemIds: z.array(z.string()) });
export type DeletedCartItems = z.infer<typeof DeletedCartItemsSchema>;

/** PUT …/variants/batch/delete: the chosen lines (one or many); unknown ids are simply not there. */
export function deleteCartItems(cart: UpstreamService, input: { token: string; cartId: string; cartItemIds: string[] }): Promise<DeletedCartItems> {
  return upstreamRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants/batch/delete`,
    body: { cartItemIds: input.cartItemIds },
    token: input.token,
    schema: DeletedCartItemsSchema.passthrough(),
  });
}
