import 'server-only';
import { callAsUser, getRequestContext } from '../../lib/request';
import { type UpstreamService } from '../../lib/upstream';
import type { Cart } from '../../lib/upstream/cart/cart-schemas';
import { getCurrentCart } from '../../lib/upstream/cart/get-current-cart';

export interface CartAccess {
  cartService: UpstreamService;
  commerce: UpstreamService;
  token: string;
  customerId: string | undefined;
  projectId: string | undefined;
}

/**
 * Runs `work` as the signed-in buyer with the cart services and their customer context (spec
 * point 6: a cart belongs to a user within a customer and project, both from the session).
 * A 401 ends the session the one way every upstream call does (callAsUser).
 */
export function asCartUser<T>(work: (access: CartAccess) => Promise<T>): Promise<T> {
  const { session, services } = getRequestContext();
  return callAsUser((token) =>
    work({
      cartService: services.cart,
      commerce: services.commerce,
      token,
      customerId: session?.customerId,
      projectId: session?.projectId,
    }),
  );
}

/** The current cart (its id and lines) for a write: the id is never taken from the browser. */
export const currentCart = (access: CartAccess): Promise<Cart> =>
  getCurrentCart(access.cartService, { token: access.token, customerId: access.customerId, projectId: access.projectId });
