import 'server-only';
import type { UpstreamService } from '../upstream-service';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type CartBatchResult, type DeliveryId } from './cart-schemas';

/**
 * POST …/upload: a .xlsx or .csv of article numbers and quantities into one delivery. Row errors
 * carry the row ids; a whole-file problem (CART_LIMIT, FILE_TOO_LARGE, INVALID_FILE, EMPTY_FILE) is
 * errors[0].id.
 */
export function uploadCartFile(cart: UpstreamService, input: { token: string; cartId: string; file: File; deliveryId: DeliveryId }): Promise<CartBatchResult> {
  const form = new FormData();
  form.set('file', input.file, input.file.name);
  form.set('deliveryId', input.deliveryId);
  return cartBatchRequest(cart, {
    method: 'POST',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/upload`,
    body: form,
    token: input.token,
    schema: CartBatchResultSchema,
  });
}
