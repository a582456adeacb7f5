import 'server-only';
import type { z } from 'zod';
import type { UpstreamService } from '../upstream-service';
import { cartBatchRequest } from './cart-batch-request';
import { CartBatchResultSchema, type DeliveryId } from './cart-schemas';

/** An upload's answer: a whole-file refusal names no cart, only its one error. */
const UploadResultSchema = CartBatchResultSchema.extend({ cartId: CartBatchResultSchema.shape.cartId.optional() });
type UploadResult = z.infer<typeof UploadResultSchema>;

/**
 * POST …/upload: a .xlsx or .csv of article numbers and quantities into one delivery. Row errors
 * carry the row ids; a whole-file problem (CART_LIMIT with code too_many_rows, FILE_TOO_LARGE,
 * INVALID_FILE, EMPTY_FILE) is errors[0].id, in an answer without cartId.
 */
export function uploadCartFile(cart: UpstreamService, input: { token: string; cartId: string; file: File; deliveryId: DeliveryId }): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', input.file, input.file.name);
  form.set('deliveryId', input.deliveryId);
  return cartBatchRequest(cart, {
    method: 'POST',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/upload`,
    body: form,
    token: input.token,
    schema: UploadResultSchema,
  });
}
