import 'server-only';
import type { UpstreamService } from '../upstream-service';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type CartBatchResult, type NewCartItem } from './cart-schemas';

/**
 * POST …/variants/batch/add. By default quantities are absolute: an article already on that
 * delivery gets the quantity sent, not the sum. With mode 'increment' the service adds the
 * quantity to what the line holds in one atomic write (concurrent adds all count) and answers
 * the line's new absolute quantity. The answer says per line what was saved and what was not.
 */
export function addCartItems(cart: UpstreamService, input: { token: string; cartId: string; items: NewCartItem[]; mode?: 'set' | 'increment' }): Promise<CartBatchResult> {
  return cartBatchRequest(cart, {
    method: 'POST',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants/batch/add`,
    body: input.mode ? { items: input.items, mode: input.mode } : { items: input.items },
    token: input.token,
    schema: CartBatchResultSchema,
  });
}
