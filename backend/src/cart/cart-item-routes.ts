import { errorBody } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateJson, validateParams } from '../lib/validate';
import { addLines } from './add-items';
import { batchAnswer, statusOf } from './batch-answer';
import { limitCartJson } from './body-limits';
import { loadWritableCart, permissionDeniesOf } from './cart-access';
import { AddItemsBody, CartItemParams, CartParams, DeleteItemsBody, UpdateItemBody, UpdateItemsBody } from './cart-schemas';
import { deleteLines } from './delete-items';
import { updateLines } from './update-items';

/** Cart lines (spec point 7): add, update, delete, one at a time or in batches. */
export const cartItemRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'no-store' };
const isLimited = (denies: readonly string[]) => denies.includes('EJ_ALLA_LEVERANSSATT');

cartItemRoutes.post('/v2/cart/:cartId/variants/batch/add', requireAuth(), validateParams(CartParams), limitCartJson(), validateJson(AddItemsBody), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const { items, mode } = c.req.valid('json');
  const lines = items.map((item, index) => ({ ...item, id: String(item.id ?? index + 1) }));
  const result = await addLines(c.env.DB, cart.id, lines, now, { limited: isLimited(permissionDeniesOf(c.var.auth, cart)), mode });
  const { status, body } = batchAnswer(cart.id, result);
  return c.json(body, status, NO_STORE);
});

cartItemRoutes.put('/v2/cart/:cartId/variants/batch/update', requireAuth(), validateParams(CartParams), limitCartJson(), validateJson(UpdateItemsBody), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const result = await updateLines(c.env.DB, cart.id, c.req.valid('json'), now, { limited: isLimited(permissionDeniesOf(c.var.auth, cart)) });
  const { status, body } = batchAnswer(cart.id, result);
  return c.json(body, status, NO_STORE);
});

cartItemRoutes.put('/v2/cart/:cartId/variants/batch/delete', requireAuth(), validateParams(CartParams), limitCartJson(), validateJson(DeleteItemsBody), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const { deleted, missing } = await deleteLines(c.env.DB, cart.id, c.req.valid('json'), now);
  return c.json({ cartId: cart.id, deletedCartItemIds: deleted, errors: missing.map((id) => ({ id, code: 'not_found' })) }, 200, NO_STORE);
});

cartItemRoutes.put('/v2/cart/:cartId/variants/:itemId', requireAuth(), validateParams(CartItemParams), limitCartJson(), validateJson(UpdateItemBody), async (c) => {
  const now = Date.now();
  const { cartId, itemId } = c.req.valid('param');
  const cart = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const result = await updateLines(c.env.DB, cart.id, [{ ...c.req.valid('json'), cartItemId: itemId }], now, { limited: isLimited(permissionDeniesOf(c.var.auth, cart)) });
  const [item] = result.cartItems;
  const [failure] = result.errors;
  if (item) return c.json({ cartId: cart.id, cartItem: item }, 200, NO_STORE);
  const code = failure?.code ?? 'not_found';
  return c.json({ ...errorBody(statusOf(code), code, 'The line was not updated'), cartId: cart.id, errors: result.errors }, statusOf(code), NO_STORE);
});

cartItemRoutes.delete('/v2/cart/:cartId/variants/:itemId', requireAuth(), validateParams(CartItemParams), async (c) => {
  const now = Date.now();
  const { cartId, itemId } = c.req.valid('param');
  const cart = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const { deleted } = await deleteLines(c.env.DB, cart.id, [itemId], now);
  if (deleted.length === 0) return c.json(errorBody(404, 'not_found', 'No such line in the cart'), 404, NO_STORE);
  return c.json({ cartId: cart.id, deletedCartItemIds: deleted }, 200, NO_STORE);
});

cartItemRoutes.delete('/v2/cart/:cartId/variants', requireAuth(), validateParams(CartParams), async (c) => {
  const now = Date.now();
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const { deleted } = await deleteLines(c.env.DB, cart.id, null, now);
  return c.json({ cartId: cart.id, deletedCartItemIds: deleted }, 200, NO_STORE);
});
