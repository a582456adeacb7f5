import type { Context } from 'hono';
import { MAX_REPORTED_LINES, type RequisitionLine } from '../../../domain/punchout/requisition-lines';
import { addCartItems } from '../../../src/lib/upstream/cart/add-cart-items';
import { clearCart } from '../../../src/lib/upstream/cart/clear-cart';
import { getCurrentCart } from '../../../src/lib/upstream/cart/get-current-cart';
import { servicesOf } from '../../../src/lib/request/request-context';
import type { ShopEnv } from '../../../src/lib/request/shop-env';

/**
 * A cXML edit session's start (decision 031): the punch-out cart becomes the requisition. Its
 * lines are replaced by the ItemOut lines; the ones the cart service refuses (unknown article,
 * discontinued and out of stock, a quantity it cannot take) come back so the buyer is told about
 * them instead of finding them silently gone from the returned order message.
 */
export async function loadRequisitionLines(c: Context<ShopEnv>, input: { token: string; customerId: string; lines: readonly RequisitionLine[] }): Promise<RequisitionLine[]> {
  const { cart: service } = servicesOf(c);
  const cart = await getCurrentCart(service, { token: input.token, customerId: input.customerId });
  await clearCart(service, { token: input.token, cartId: cart.cartId });
  if (input.lines.length === 0) return [];
  const result = await addCartItems(service, {
    token: input.token,
    cartId: cart.cartId,
    // The position is the id, so a refused line is found again whatever its article number.
    items: input.lines.map((line, position) => ({ id: String(position), articleNumber: line.articleNumber, quantity: line.quantity })),
  });
  const refused = new Set(result.errors.map((error) => Number(error.id)));
  return input.lines.filter((_line, position) => refused.has(position)).slice(0, MAX_REPORTED_LINES);
}
