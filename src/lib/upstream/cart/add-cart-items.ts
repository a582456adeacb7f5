import 'server-only';
import type { UpstreamService } from '../upstream-service';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type CartBatchResult, type NewCartItem } from './cart-schemas';

/**
 * POST …/variants/batch/add. Quantities are absolute: an article already on that delivery gets
 * the quantity sent, not the sum. The answer says per line what was saved and what was not.
 */
export function addCartItems(cart: UpstreamService, input: { token: string; cartId: string; items: NewCartItem[] }): Promise<CartBatchResult> {
  return cartBatchRequest(cart, {
    method: 'POST',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants/batch/add`,
    body: { items: input.items },
    token: input.token,
    schema: CartBatchResultSchema,
  });
}
