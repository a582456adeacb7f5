import type { Context } from 'hono';
import { MAX_REPORTED_LINES, type RequisitionLine } from '../../../domain/punchout/requisition-lines';
import { addCartItems } from '../../../src/lib/upstream/cart/add-cart-items';
import { clearCart } from '../../../src/lib/upstream/cart/clear-cart';
import { getCurrentCart } from '../../../src/lib/upstream/cart/get-current-cart';
import { servicesOf } from '../../../src/lib/request/request-context';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { getCustomers } from '../../../src/lib/upstream/auth/get-customers';
import { getUser } from '../../../src/lib/upstream/auth/get-user';
import { chooseContext, customersOnOffer } from '../../session/context-choice';
import { readContextCookie } from '../../session/session-cookies';
import type { verifyAccessToken } from '../../session/verify-access-token';

type Claims = NonNullable<Awaited<ReturnType<typeof verifyAccessToken>>>;

/**
 * The customer and project the session about to open will shop in: finishSignIn's own choice,
 * so the requisition lands in the cart the buyer will see (carts are per customer and project).
 */
async function sessionContext(c: Context<ShopEnv>, token: string, claims: Claims) {
  const auth = servicesOf(c).auth;
  const [user, customers] = await Promise.all([getUser(auth, { userId: claims.sub, accessToken: token }), getCustomers(auth, token)]);
  return chooseContext(readContextCookie(c), user, customersOnOffer(user, customers, claims));
}

/**
 * A cXML edit session's start (decision 031): the punch-out cart becomes the requisition. Its
 * lines are replaced by the ItemOut lines; the ones the cart service refuses (unknown article,
 * discontinued and out of stock, a quantity it cannot take) come back so the buyer is told about
 * them instead of finding them silently gone from the returned order message.
 */
export async function loadRequisitionLines(
  c: Context<ShopEnv>,
  input: { token: string; claims: Claims; customerId: string; lines: readonly RequisitionLine[] },
): Promise<RequisitionLine[]> {
  const { cart: service } = servicesOf(c);
  const context = (await sessionContext(c, input.token, input.claims)) ?? { customerId: input.customerId };
  const cart = await getCurrentCart(service, { token: input.token, customerId: context.customerId, projectId: context.projectId });
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
