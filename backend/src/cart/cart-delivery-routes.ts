import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { notFound } from '../lib/api-error';
import { limitJsonBody, validateJson, validateParams } from '../lib/validate';
import { loadWritableCart, permissionDeniesOf } from './cart-access';
import { CartDeliveryParams, CartParams, IncludeInOrderBody, RequestedDateBody } from './cart-schemas';
import { checkDeliveryChoice, NO_CHOICE, toChoiceView } from './delivery-choice';
import { DeliverySettingsBody } from './delivery-choice-schemas';
import { normalizeDeliveryId } from './delivery-id';
import { assertRequestedDate, setDeliverySettings, setIncludedInOrder, setRequestedDate, type DeliveryAssignments } from './delivery-settings';
import type { DeliveryRow } from './cart-repository';

/**
 * Per-delivery settings of a cart: requested delivery date, the buyer's choice on the delivery
 * step (orderDetails: method, store, address, zip code, references, contact) and inclusion in
 * the next order.
 */
export const cartDeliveryRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'no-store' };

const toAnswer = (row: DeliveryRow) => ({
  deliveryId: row.delivery_id,
  requestedDeliveryDate: row.requested_delivery_date,
  isIncludedInOrder: row.is_included_in_order === 1,
  orderDetails: toChoiceView(row),
});

/**
 * PUT …/delivery/{deliveryId} { requestedDeliveryDate?, orderDetails? }: what is sent is
 * written in one statement; orderDetails replaces the delivery's whole choice (null clears it).
 */
cartDeliveryRoutes.put('/v2/cart/:cartId/delivery/:deliveryId', requireAuth(), validateParams(CartDeliveryParams), limitJsonBody(), validateJson(DeliverySettingsBody), async (c) => {
  const now = Date.now();
  const { cartId } = c.req.valid('param');
  const deliveryId = normalizeDeliveryId(c.req.valid('param').deliveryId);
  const { requestedDeliveryDate, orderDetails } = c.req.valid('json');
  if (requestedDeliveryDate !== undefined) assertRequestedDate(requestedDeliveryDate, new Date(now));
  const cart = await loadWritableCart(c.env.DB, c.var.auth, cartId, now);
  const assignments: DeliveryAssignments = requestedDeliveryDate === undefined ? {} : { requested_delivery_date: requestedDeliveryDate };
  if (orderDetails === null) Object.assign(assignments, NO_CHOICE);
  if (orderDetails) {
    // A delivery that is not there is a 404 before anything about the choice is judged.
    const known = await c.env.DB.prepare('SELECT 1 AS found FROM cart_deliveries WHERE cart_id = ?1 AND delivery_id = ?2').bind(cart.id, deliveryId).first();
    if (!known) throw notFound('No such delivery in the cart');
    const limited = permissionDeniesOf(c.var.auth, cart).includes('EJ_ALLA_LEVERANSSATT');
    Object.assign(assignments, await checkDeliveryChoice(c.env.DB, { deliveryId, customerId: cart.customer_id, limited, choice: orderDetails }));
  }
  const [row] = await setDeliverySettings(c.env.DB, cart.id, deliveryId, assignments, now);
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
