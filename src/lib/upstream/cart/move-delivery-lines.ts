import 'server-only';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type CartBatchResult } from './cart-schemas';
import type { UpstreamService } from '../upstream-service';

/**
 * Moves a delivery's lines to another delivery id (the buyer chose another method or store):
 * PUT …/variants/batch/update in one call. Lines that cannot move (not sold for pickup, already
 * on the target delivery) come back with their codes, also when none moved.
 */
export function moveDeliveryLines(
  cart: UpstreamService,
  input: { token: string; cartId: string; cartItemIds: readonly string[]; deliveryId: string },
): Promise<CartBatchResult> {
  return cartBatchRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants/batch/update`,
    body: { items: input.cartItemIds.map((cartItemId) => ({ cartItemId, deliveryId: input.deliveryId })) },
    token: input.token,
    schema: CartBatchResultSchema,
  });
}
