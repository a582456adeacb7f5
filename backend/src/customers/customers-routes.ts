import { z } from 'zod';
import { badRequest, forbidden } from '../lib/api-error';
import type { CustomerPermissionClaim } from '../lib/access-token';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { addDays, parseIsoDate, todayInStockholm } from '../../../domain/calendar';
import { createRouter } from '../lib/create-router';
import { validateParams, validateQuery } from '../lib/validate';
import { loadCustomers, loadCustomerTeam } from './customer-repository';
import { nextDeliveryDates } from './delivery-dates';
import { requireAdminScope } from '../users/admin-scope';

/** The customer service: the caller's customers and projects, delivery dates, sales team. */
export const customersRoutes = createRouter<AuthEnv>();

const CustomerId = z.string().trim().min(1).max(40);
const Flag = z.enum(['0', '1']);

// The caller's customers are those in their verified token; no database lookup decides access.
function assertOwnCustomer(permissions: readonly CustomerPermissionClaim[], customerId: string) {
  if (!permissions.some((p) => p.customerId === customerId)) throw forbidden('Not one of your customers');
}

const CustomersQuery = z.object({
  active: Flag.optional(),
  // The demo has no virtual customer contexts; the flag is accepted as the shop sends it.
  virtualContext: Flag.optional(),
  search: z.string().trim().max(100).optional(),
});

// Without `search`: the caller's own customers (the customer picker). With `search` (spec point 7,
// `?active=1&search=`): the customers where the caller is an admin, for user administration
// (decision 017); a USER is refused.
customersRoutes.get('/v3/customers', requireAuth(), validateQuery(CustomersQuery), async (c) => {
  const { active, search } = c.req.valid('query');
  const permissions = c.var.auth.customerPermissions;
  const administered = search === undefined ? null : [...(await requireAdminScope(c.env.DB, c.var.auth)).keys()];
  const projectLimits = administered ? new Map<string, string>() : new Map(permissions.flatMap((p) => (p.projectId ? [[p.customerId, p.projectId] as const] : [])));
  const customerIds = administered ?? [...new Set(permissions.map((p) => p.customerId))];
  const customers = await loadCustomers(c.env.DB, customerIds, { onlyActive: active === '1', projectLimits });
  const needle = search?.toLocaleLowerCase('sv') ?? '';
  const data = customers
    .filter((customer) => !needle || `${customer.customerId} ${customer.customerName}`.toLocaleLowerCase('sv').includes(needle))
    .sort((a, b) => a.customerName.localeCompare(b.customerName, 'sv'));
  return c.json({ data });
});

const DeliveryDatesQuery = z.object({
  // Compute as if today were this date (never earlier than the real today): lets a planner look ahead.
  from: z.string().refine((value) => parseIsoDate(value) !== null, 'Expected a date YYYY-MM-DD').optional(),
});

customersRoutes.get('/customers/:id/delivery-dates', requireAuth(), validateParams(z.object({ id: CustomerId })), validateQuery(DeliveryDatesQuery), async (c) => {
  const { id } = c.req.valid('param');
  assertOwnCustomer(c.var.auth.customerPermissions, id);
  const today = todayInStockholm();
  const { from } = c.req.valid('query');
  if (from && from > addDays(today, 366)) throw badRequest('from: At most one year ahead');
  const start = from && from > today ? from : today;
  return c.json({ customerId: id, data: nextDeliveryDates(start) });
});

customersRoutes.get('/crm/customerteam', requireAuth(), validateQuery(z.object({ customerId: CustomerId })), async (c) => {
  const { customerId } = c.req.valid('query');
  assertOwnCustomer(c.var.auth.customerPermissions, customerId);
  return c.json({ customerId, data: await loadCustomerTeam(c.env.DB, customerId) });
});
