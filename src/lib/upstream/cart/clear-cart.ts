import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { DeletedCartItemsSchema, type DeletedCartItems } from './delete-cart-items';

/** DELETE …/variants: every line of the cart goes; the cart itself stays. */
export function clearCart(cart: UpstreamService, input: { token: string; cartId: string }): Promise<DeletedCartItems> {
  return upstreamRequest(cart, {
    method: 'DELETE',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/variants`,
    token: input.token,
    schema: DeletedCartItemsSchema,
  });
}
