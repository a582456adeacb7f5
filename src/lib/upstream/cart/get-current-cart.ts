import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { CartSchema, type Cart } from './cart-schemas';

/** GET /v2/cart: the buyer's current cart in this customer and project, created when missing. */
export function getCurrentCart(cart: UpstreamService, input: { token: string; customerId?: string | undefined; projectId?: string | undefined }): Promise<Cart> {
  return upstreamRequest(cart, {
    path: '/v2/cart',
    query: { customerId: input.customerId, projectId: input.projectId },
    token: input.token,
    schema: CartSchema,
  });
}
