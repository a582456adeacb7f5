import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams } from '../lib/validate';
import { loadWritableCart } from './cart-access';
import { CartDeliveryParams, CartParams, IncludeInOrderBody, RequestedDateBody } from './cart-schemas';
import { normalizeDeliveryId } from './delivery-id';
import { assertRequestedDate, setIncludedInOrder, setRequestedDate } from './delivery-settings';
import type { DeliveryRow } from './cart-repository';

/** Per-delivery settings of a cart: requested delivery date and inclusion in the next order. */
export const cartDeliveryRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'no-store' };

const toAnswer = (row: DeliveryRow) => ({
  deliveryId: row.delivery_id,
  requestedDeliveryDate: row.requested_delivery_date,
  isIncludedInOrder: row.is_included_in_order === 1,
});

cartDeliveryRoutes.put('/v2/cart/:cartId/delivery/:deliveryId', requireAuth(), validateParams(CartDeliveryParams), limitJsonBody(), validateJson(RequestedDateBody), async (c) => {
  const now = Date.now();
  const { cartId, deliveryId } = c.req.valid('param');
  const { requestedDeliveryDate } = c.req.valid('json');
  assertRequestedDate(requestedDeliveryDate, new Date(now));
  const cart = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const [row] = await setRequestedDate(c.env.DB, cart.id, normalizeDeliveryId(deliveryId), requestedDeliveryDate, now);
  return c.json({ cartId: cart.id, ...(row ? toAnswer(row) : {}) }, 200, NO_STORE);
});

cartDeliveryRoutes.put('/v2/cart/:cartId/delivery', requireAuth(), validateParams(CartParams), limitJsonBody(), validateJson(RequestedDateBody), async (c) => {
  const now = Date.now();
  const { requestedDeliveryDate } = c.req.valid('json');
  assertRequestedDate(requestedDeliveryDate, new Date(now));
  const cart = await loadWritableCart(c.env.DB, c.var.auth, c.req.valid('param').cartId, now);
  const rows = await setRequestedDate(c.env.DB, cart.id, null, requestedDeliveryDate, now);
  return c.json({ cartId: cart.id, deliveries: rows.map(toAnswer) }, 200, NO_STORE);
});

cartDeliveryRoutes.put('/v2/cart/:cartId/delivery/:deliveryId/includeInOrder', requireAuth(), validateParams(CartDeliveryParams), limitJsonBody(), validateJson(IncludeInOrderBody), async (c) => {
  const now = Date.now();
  const { cartId, deliveryId } = c.req.valid('param');
  const cart = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const [row] = await setIncludedInOrder(c.env.DB, cart.id, normalizeDeliveryId(deliveryId), c.req.valid('json').isIncludedInOrder, now);
  return c.json({ cartId: cart.id, ...(row ? toAnswer(row) : {}) }, 200, NO_STORE);
});
