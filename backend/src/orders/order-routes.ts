import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateParams, validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { searchOrders } from './order-repository';
import { historyAccess, visibleOrder } from './order-access';
import { OrderSearchQuery } from './order-search';
import { findCustomerInvoices, toInvoice } from './order-documents-repository';
import { todayInStockholm } from '../../../domain/calendar';
import { toOrder, toOrderSummary, type OrderRow } from './order-view';

/** Order history (spec point 7): search, one order, and the number behind a temporary id. */
export const orderRoutes = createRouter<AuthEnv>();

const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const OrderIdParams = z.object({ id: z.string().regex(/^(\d{1,12}|T-[A-Za-z0-9_-]{8,40})$/, 'Expected an order number or temporary order id') });

orderRoutes.get('/orders/search', requireAuth(), validateQuery(OrderSearchQuery), async (c) => {
  const search = c.req.valid('query');
  const { customerId } = requireCustomer(c.var.auth, search.customerId ?? c.req.header(CUSTOMER_HEADER));
  const access = historyAccess(c.var.auth, customerId);
  if (access.projectId && search.projectId && search.projectId !== access.projectId) throw new ApiError(403, 'forbidden', 'Not one of your projects');
  const { rows, total } = await searchOrders(c.env.DB, search, customerId, access.projectId ?? search.projectId ?? null);
  return c.json({ data: rows.map((row: OrderRow) => toOrderSummary(row, access.withPrices)), total, limit: search.limit, offset: search.offset }, 200, NO_STORE);
});

const InvoiceListQuery = z.object({
  customerId: z.string().trim().min(1).max(40).optional(),
  status: z.enum(['open', 'paid', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * GET /orders/invoices?status=open: the customer's invoices across its orders (my page's open
 * invoices), oldest due first. Not a spec call (point 7 has invoices per order only); same
 * access as the history. Registered before /orders/:id, which would take 'invoices' for an id.
 */
orderRoutes.get('/orders/invoices', requireAuth(), validateQuery(InvoiceListQuery), async (c) => {
  const query = c.req.valid('query');
  const { customerId } = requireCustomer(c.var.auth, query.customerId ?? c.req.header(CUSTOMER_HEADER));
  const access = historyAccess(c.var.auth, customerId);
  const status = query.status === 'all' ? null : query.status === 'open' ? 'OPEN' : 'PAID';
  const { rows, total } = await findCustomerInvoices(c.env.DB, { customerId, projectId: access.projectId, status, limit: query.limit, offset: query.offset });
  const today = todayInStockholm();
  return c.json({ data: rows.map((row) => toInvoice(row, access.withPrices, today)), total, limit: query.limit, offset: query.offset }, 200, NO_STORE);
});

orderRoutes.get('/orders/getOrderId/:id', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  return c.json({ tempOrderId: order.temp_order_id, orderId: String(order.id), orderStatus: order.status }, 200, NO_STORE);
});

orderRoutes.get('/orders/:id', requireAuth(), validateParams(OrderIdParams), async (c) => {
  const { order, items, withPrices } = await visibleOrder(c.env.DB, c.var.auth, c.req.valid('param').id, c.req.header(CUSTOMER_HEADER));
  return c.json(toOrder(order, items, withPrices), 200, NO_STORE);
});
