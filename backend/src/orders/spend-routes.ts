import { monthsBetween } from '../../../domain/calendar';
import { ApiError } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateQuery } from '../lib/validate';
import { CUSTOMER_HEADER, requireCustomer } from '../commerce/customer-access';
import { permissionFor } from '../cart/cart-access';
import { spendQuery } from './spend-query';
import { loadSpend } from './spend-repository';

/**
 * GET /orders/spend: the financial follow-up's figures (issue 14), aggregated where the orders
 * are. Registered before the order routes, whose `/orders/:id` would otherwise take the path.
 */
export const spendRoutes = createRouter<AuthEnv>();

const kronor = (ore: number) => Math.round(ore) / 100;

const SpendQuery = spendQuery();

spendRoutes.get('/orders/spend', requireAuth(), validateQuery(SpendQuery), async (c) => {
  const query = c.req.valid('query');
  const { customerId } = requireCustomer(c.var.auth, query.customerId ?? c.req.header(CUSTOMER_HEADER));
  const permission = permissionFor(c.var.auth, customerId);
  // Spend is money: closed by the financial follow-up deny, and by EJ_SE_PRISER (no prices at all).
  if (permission.permissionDenies.includes('EJ_SE_EKONOMISK_UPPFÖLJNING')) throw new ApiError(403, 'financial_follow_up_not_allowed', 'This account may not see the financial follow-up');
  if (permission.permissionDenies.includes('EJ_SE_PRISER')) throw new ApiError(403, 'prices_not_allowed', 'This account may not see prices');
  const projectId = permission.projectId ?? null;
  const { rows, projects } = await loadSpend(c.env.DB, query, customerId, projectId);
  const names = new Map(projects.map((project) => [project.id, project.name]));
  const used = new Set(rows.map((row) => row.project_id));
  const totalOre = rows.reduce((sum, row) => sum + row.amount, 0);
  return c.json(
    {
      customerId,
      from: query.from,
      to: query.to,
      currency: 'SEK',
      vatIncluded: false,
      months: monthsBetween(query.from, query.to),
      projects: [
        ...projects.map((project) => ({ projectId: project.id, projectName: project.name })),
        // Orders placed outside a project, and any of a project since closed, still count.
        ...[...used].filter((id) => id === null || !names.has(id)).map((id) => ({ projectId: id, projectName: null })),
      ],
      data: rows.map((row) => ({ month: row.month, projectId: row.project_id, orderCount: row.order_count, amount: kronor(row.amount) })),
      total: kronor(totalOre),
      orderCount: rows.reduce((sum, row) => sum + row.order_count, 0),
    },
    200,
    { 'Cache-Control': 'private, no-store' },
  );
});
