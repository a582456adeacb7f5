import 'server-only';
import type { UpstreamService } from '../upstream-service';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type CartBatchResult, type CartItemChange } from './cart-schemas';

/**
 * PUT …/variants/batch/update: quantity (absolute), label or delivery of lines. One call for one
 * line too, so a refused change comes back as a line error with its code instead of a bare status.
 */
export function updateCartItems(
  cart: UpstreamService,
  input: { token: string; cartId: string; items: (CartItemChange & { cartItemId: string })[] },
): Promise<CartBatchResult> {
  return cartBatchRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants/batch/update`,
    body: { items: input.items },
    token: input.token,
    schema: CartBatchResultSchema,
  });
}
