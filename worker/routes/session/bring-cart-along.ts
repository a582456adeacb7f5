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

/** A cart by whose sign-in reads it (its access token) and the customer and project it is kept for. */
export interface CartOwner extends CartContext {
  token: string;
}

export type BringCartOutcome = 'moved' | 'none' | 'failed';

/**
 * Moves the lines of the buyer's cart in one customer and project into their cart in another
 * (PUT /v2/cart/{dest}/transfer/{source}). "none" when there was nothing to move (an empty cart,
 * or the same cart on both sides); "failed" is reported, and the lines stay where they were.
 */
export async function bringCartAlong(c: Context<ShopEnv>, input: { from: CartContext; to: CartContext }): Promise<BringCartOutcome> {
  const token = c.var.accessToken;
  if (!token) return 'none';
  return moveCartLines(c, { ...input.from, token }, { ...input.to, token });
}

/**
 * The same move between two sign-ins: a punch-out session's cart into the cart of the normal
 * sign-in that ends it (decision 033). The source's own token goes along as proof of its owner.
 */
export const bringCartAcrossSignIns = (c: Context<ShopEnv>, input: { from: CartOwner; to: CartOwner }): Promise<BringCartOutcome> => moveCartLines(c, input.from, input.to);

async function moveCartLines(c: Context<ShopEnv>, from: CartOwner, to: CartOwner): Promise<BringCartOutcome> {
  const service = servicesOf(c).cart;
  try {
    const source = await getCurrentCart(service, { token: from.token, customerId: from.customerId, projectId: from.projectId });
    if (source.cartItems.length === 0) return 'none';
    const destination = await getCurrentCart(service, { token: to.token, customerId: to.customerId, projectId: to.projectId });
    if (destination.cartId === source.cartId) return 'none';
    const sourceToken = from.token === to.token ? undefined : from.token;
    await transferCart(service, { token: to.token, destinationCartId: destination.cartId, sourceCartId: source.cartId, sourceToken });
    return 'moved';
  } catch (error) {
    reportError(c, error);
    return 'failed';
  }
}
