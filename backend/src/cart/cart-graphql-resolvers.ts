import { z } from 'zod';
import { ApiError, badRequest } from '../lib/api-error';
import type { AccessTokenSubject } from '../lib/access-token';
import { describeIssues } from '../lib/validate';
import { GetVariantsArgsSchema } from '../commerce/get-variants-args';
import type { CommerceContext } from '../commerce/get-variants';
import { loadCartLines } from './cart-lines';
import { loadOwnedCart, resolveCartOwner } from './cart-access';
import { getOrCreateCart, loadCartContents, type CartRow } from './cart-repository';
import { toCartView } from './cart-view';
import { CartId } from './cart-schemas';

const CartArgsSchema = GetVariantsArgsSchema.pick({ stockInput: true, locationId: true, useCache: true, completeOrderPrice: true, customerId: true }).extend({
  cartId: CartId.nullish(),
  projectId: z.string().trim().min(1).max(40).nullish(),
});
type CartArgs = z.infer<typeof CartArgsSchema>;

function parseArgs(args: unknown): CartArgs {
  const parsed = CartArgsSchema.safeParse(args);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

function requireAuth(context: CommerceContext): AccessTokenSubject {
  if (!context.auth) throw new ApiError(401, 'invalid_token', 'Invalid token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  return context.auth;
}

/** The cart named by id, or the caller's current cart for the customer and project. */
async function cartOf(args: CartArgs, context: CommerceContext): Promise<{ auth: AccessTokenSubject; cart: CartRow }> {
  const auth = requireAuth(context);
  if (args.cartId) return { auth, cart: await loadOwnedCart(context.db, auth, args.cartId) };
  const owner = await resolveCartOwner(context.db, auth, { customerId: args.customerId ?? context.customerHeader, projectId: args.projectId ?? undefined });
  return { auth, cart: await getOrCreateCart(context.db, owner, Date.now()) };
}

async function cartWithLines(rawArgs: unknown, context: CommerceContext, completeOrderPriceByDefault: boolean) {
  const args = parseArgs(rawArgs);
  const { auth, cart } = await cartOf(args, context);
  const contents = await loadCartContents(context.db, cart.id);
  const view = toCartView(cart, contents);
  const lines = loadCartLines(context, auth, cart, contents, {
    completeOrderPrice: args.completeOrderPrice ?? completeOrderPriceByDefault,
    locationIds: [...(args.stockInput?.locationIds ?? []), ...(args.locationId ? [args.locationId] : [])],
  });
  return { ...view, cartItems: view.cartItems.map(lines.enrich) };
}

/** getCart: per-line price (unit price unless completeOrderPrice), stock and variant. */
export const getCart = (args: unknown, context: CommerceContext) => cartWithLines(args, context, false);

/** getCartWithVariants: the same cart, priced as the order would be (brackets by quantity). */
export const getCartWithVariants = (args: unknown, context: CommerceContext) => cartWithLines(args, context, true);

/** activeDeliveryIdsInCart: the cart, for its deliveryIdsInOrder (lines cost nothing unless asked for). */
export const activeDeliveryIdsInCart = (args: unknown, context: CommerceContext) => cartWithLines(args, context, false);
