import { z } from 'zod';
import { notFound } from '../lib/api-error';
import { todayInStockholm } from '../../../domain/calendar';
import { createRouter } from '../lib/create-router';
import { validateParams, validateQuery } from '../lib/validate';
import { categoryRef } from '../catalogue/category';
import { loadCatalogue, loadCategoryIndex } from '../catalogue/category-repository';
import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import { toVariantSummary } from '../catalogue/variant-shape';
import { CUSTOMER_HEADER, optionalAuth, requireCustomer, type OptionalAuthEnv } from '../commerce/customer-access';
import { loadActiveCampaigns, loadCustomerAssortmentId, loadSelectedProductGroup } from './campaign-repository';

/** Assortment and campaigns (spec point 7): campaigns, selected product groups, customer assortment. */
export const campaignsRoutes = createRouter<OptionalAuthEnv>();

const CustomerId = z.string().trim().min(1).max(40);

campaignsRoutes.get('/campaigns/active-campaigns', async (c) =>
  c.json({ data: await loadActiveCampaigns(c.env.DB, todayInStockholm(), null) }, 200, { 'Cache-Control': 'public, max-age=300' }),
);

/** The campaigns for everyone plus the customer's own (customerId query or customer-id header). */
campaignsRoutes.get('/campaigns/active-campaigns/customer', optionalAuth(), validateQuery(z.object({ customerId: CustomerId.optional() })), async (c) => {
  const access = requireCustomer(c.var.auth, c.req.valid('query').customerId ?? c.req.header(CUSTOMER_HEADER));
  const data = await loadActiveCampaigns(c.env.DB, todayInStockholm(), access.customerId);
  return c.json({ customerId: access.customerId, data }, 200, { 'Cache-Control': 'private, no-store' });
});

campaignsRoutes.get('/selected-product-groups/:id', validateParams(z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Expected a group id') })), async (c) => {
  const { id } = c.req.valid('param');
  const group = await loadSelectedProductGroup(c.env.DB, id);
  if (!group) throw notFound(`Unknown product group: ${id}`);
  const [rows, index] = await Promise.all([loadVariantsByArticleNumbers(c.env.DB, group.articleNumbers), loadCategoryIndex(c.env.DB)]);
  const byArticle = new Map(rows.map((row) => [row.article_number, row]));
  const items = group.articleNumbers.flatMap((articleNumber) => {
    const row = byArticle.get(articleNumber);
    return row ? [toVariantSummary(row, index)] : [];
  });
  return c.json({ id, name: group.name, items }, 200, { 'Cache-Control': 'public, max-age=300' });
});

/** The customer's assortment: its id (the shop keeps it unless 'default'), name and categories. */
campaignsRoutes.get('/customers/:id/assortment', optionalAuth(), validateParams(z.object({ id: CustomerId })), async (c) => {
  const { id } = c.req.valid('param');
  requireCustomer(c.var.auth, id);
  const assortmentId = await loadCustomerAssortmentId(c.env.DB, id);
  if (assortmentId === null) throw notFound(`Unknown customer: ${id}`);
  const { assortment } = await loadCatalogue(c.env.DB, assortmentId);
  return c.json(
    { customerId: id, assortment: { id: assortment.id, name: assortment.name, categories: (assortment.scope.roots ?? []).map(categoryRef) } },
    200,
    { 'Cache-Control': 'private, no-store' },
  );
});
