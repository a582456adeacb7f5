import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER } from '../commerce/customer-access';
import { explainBlockedWrite, loadOwnedCart, loadWritableCart, resolveCartOwner } from './cart-access';
import { CART_WRITABLE, getOrCreateCart, loadCartContents, type CartRow } from './cart-repository';
import { CartParams, CartQuery, CartStatusBody, TransferParams } from './cart-schemas';
import { toCartView } from './cart-view';
import { sourceCartOwner } from './source-cart-owner';
import { transferCart } from './transfer-cart';

/** Carts as a whole: the caller's current cart, one cart by id, retiring and transferring. */
export const cartRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };

async function cartAnswer(db: D1Database, cart: CartRow) {
  return toCartView(cart, await loadCartContents(db, cart.id));
}

/** GET /v2/cart?customerId&projectId: the caller's current cart there, created when missing. */
cartRoutes.get('/v2/cart', requireAuth(), validateQuery(CartQuery), async (c) => {
  const query = c.req.valid('query');
  const owner = await resolveCartOwner(c.env.DB, c.var.auth, { customerId: query.customerId ?? c.req.header(CUSTOMER_HEADER), projectId: query.projectId });
  const cart = await getOrCreateCart(c.env.DB, owner, Date.now());
  return c.json(await cartAnswer(c.env.DB, cart), 200, NO_STORE);
});

cartRoutes.get('/v2/cart/:cartId', requireAuth(), validateParams(CartParams), async (c) => {
  const cart = await loadOwnedCart(c.env.DB, c.var.auth, c.req.valid('param').cartId);
  return c.json(await cartAnswer(c.env.DB, cart), 200, NO_STORE);
});

async function retire(db: D1Database, cartId: string, now: number) {
  const result = await db.prepare(`UPDATE carts SET status = 'DELETED', updated_at = ?2 WHERE id = ?1 AND ${CART_WRITABLE}`).bind(cartId, now).run();
  if (!result.meta.changes) await explainBlockedWrite(db, cartId, now);
}

/** PUT …/status { status: 'DELETED' }: the cart is retired; the next GET /v2/cart starts a new one. */
cartRoutes.put('/v2/cart/:cartId/status', requireAuth(), validateParams(CartParams), limitJsonBody(), validateJson(CartStatusBody), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  await retire(c.env.DB, cart.id, now);
  return c.json({ cartId: cart.id, status: 'DELETED' }, 200, NO_STORE);
});

/** Deleting a cart by id (spec point 7 names it without a path): the same as status DELETED. */
cartRoutes.delete('/v2/cart/:cartId', requireAuth(), validateParams(CartParams), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  await retire(c.env.DB, cart.id, now);
  return c.json({ cartId: cart.id, status: 'DELETED' }, 200, NO_STORE);
});

/**
 * PUT /v2/cart/{dest}/transfer/{source}: every line of source moves into dest. Both carts are the
 * caller's, unless X-Source-Authorization names the source's owner (source-cart-owner.ts).
 */
cartRoutes.put('/v2/cart/:cartId/transfer/:sourceCartId', requireAuth(), validateParams(TransferParams), async (c) => {
  const now = Date.now();
  const { cartId, sourceCartId } = c.req.valid('param');
  const target = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const source = await loadWritableCart(c.env.DB, await sourceCartOwner(c), sourceCartId, now);
  const { movedLines } = await transferCart(c.env.DB, target.id, source.id, now);
  const fresh = await loadOwnedCart(c.env.DB, c.var.auth, target.id);
  return c.json({ ...(await cartAnswer(c.env.DB, fresh)), movedLines, sourceCartId: source.id }, 200, NO_STORE);
});
