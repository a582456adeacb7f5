import type { Context } from 'hono';
import { reportError } from '../../../src/lib/request/error-reporting';
import { servicesOf } from '../../../src/lib/request/request-context';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { getCurrentCart } from '../../../src/lib/upstream/cart/get-current-cart';
import { transferCart } from '../../../src/lib/upstream/cart/transfer-cart';

interface CartContext {
  customerId: string | undefined;
  projectId: string | undefined;
}

/**
 * Moves the lines of the buyer's cart in one customer and project into their cart in another
 * (PUT /v2/cart/{dest}/transfer/{source}). "none" when there was nothing to move (an empty cart,
 * or the same cart on both sides); "failed" is reported, and the lines stay where they were.
 */
export async function bringCartAlong(c: Context<ShopEnv>, input: { from: CartContext; to: CartContext }): Promise<'moved' | 'none' | 'failed'> {
  const token = c.var.accessToken;
  if (!token) return 'none';
  const service = servicesOf(c).cart;
  try {
    const source = await getCurrentCart(service, { token, ...input.from });
    if (source.cartItems.length === 0) return 'none';
    const destination = await getCurrentCart(service, { token, ...input.to });
    if (destination.cartId === source.cartId) return 'none';
    await transferCart(service, { token, destinationCartId: destination.cartId, sourceCartId: source.cartId });
    return 'moved';
  } catch (error) {
    reportError(c, error);
    return 'failed';
  }
}
