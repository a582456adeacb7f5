import { z } from 'zod';
import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { permissionFor } from '../cart/cart-access';
import { findOrder, searchOrders } from './order-repository';
import { OrderSearchQuery } from './order-search';
import { toOrder, toOrderSummary, type OrderRow } from './order-view';

/** Order history (spec point 7): search, one order, and the number behind a temporary id. */
export const orderRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const OrderIdParams = z.object({ id: z.string().regex(/^(\d{1,12}|T-[A-Za-z0-9_-]{8,40})$/, 'Expected an order number or temporary order id') });

/** The customer's history is for its buyers, unless EJ_ORDERHISTORIK says otherwise. */
function historyAccess(auth: AccessTokenSubject, customerId: string) {
  const permission = permissionFor(auth, customerId);
  if (permission.permissionDenies.includes('EJ_ORDERHISTORIK')) throw new ApiError(403, 'order_history_not_allowed', 'This account may not see order history');
  return { withPrices: !permission.permissionDenies.includes('EJ_SE_PRISER'), projectId: permission.projectId ?? null };
}

async function visibleOrder(db: D1Database, auth: AccessTokenSubject, id: string) {
  const found = await findOrder(db, id);
  const customerId = found?.order.customer_id;
  if (!found || !customerId || !auth.customerPermissions.some((p) => p.customerId === customerId)) throw notFound('Order not found');
  const access = historyAccess(auth, customerId);
  if (access.projectId && found.order.project_id !== access.projectId) throw notFound('Order not found');
  return { ...found, withPrices: access.withPrices };
}

orderRoutes.get('/orders/search', requireAuth(), validateQuery(OrderSearchQuery), async (c) => {
  const search = c.req.valid('query');
  const { customerId } = requireCustomer(c.var.auth, search.customerId ?? c.req.header(CUSTOMER_HEADER));
  const access = historyAccess(c.var.auth, customerId);
  if (access.projectId && search.projectId && search.projectId !== access.projectId) throw new ApiError(403, 'forbidden', 'Not one of your projects');
  const { rows, total } = await searchOrders(c.env.DB, search, customerId, access.projectId ?? search.projectId ?? null);
  return c.json({ data: rows.map((row: OrderRow) => toOrderSummary(row, access.withPrices)), total, limit: search.limit, offset: search.offset }, 200, NO_STORE);
});

orderRoutes.get('/orders/getOrderId/:id', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id);
  return c.json({ tempOrderId: order.temp_order_id, orderId: String(order.id), orderStatus: order.status }, 200, NO_STORE);
});

orderRoutes.get('/orders/:id', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order, items, withPrices } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id);
  return c.json(toOrder(order, items, withPrices), 200, NO_STORE);
});
