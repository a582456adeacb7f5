import { graphql } from 'graphql';
import { z } from 'zod';
import { notFound } from '../lib/api-error';
import { todayInStockholm } from '../../../domain/calendar';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams, validateQuery } from '../lib/validate';
import { loadVariantsByArticleNumbers } from '../catalogue/variant-repository';
import { CUSTOMER_HEADER, optionalAuth, requireCustomer, seesDiscounts, seesPrices, type OptionalAuthEnv } from './customer-access';
import { getVariants } from './get-variants';
import { commerceSchema } from './graphql-schema';
import { toHttpResult } from './graphql-response';
import { withoutDiscounts } from './price-calc';
import { loadPriceBook } from './price-repository';
import { computeStock } from './stock-calc';
import { assertKnownLocations, loadStockLocations, loadStockRows, stockLocationsFor } from './stock-repository';

/** The commerce service: GraphQL getVariants, bracket prices and the stock call. */
export const commerceRoutes = createRouter<OptionalAuthEnv>();

const GraphqlBody = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});

const rootValue = { getVariants };

commerceRoutes.post('/graphql', optionalAuth(), limitJsonBody(), validateJson(GraphqlBody), async (c) => {
  const { query, variables, operationName } = c.req.valid('json');
  const result = await graphql({
    schema: commerceSchema,
    source: query,
    rootValue,
    contextValue: { db: c.env.DB, auth: c.var.auth, customerHeader: c.req.header(CUSTOMER_HEADER) },
    variableValues: variables ?? {},
    operationName: operationName ?? null,
  });
  const { status, body } = toHttpResult(result);
  // Prices are per customer: never let a shared cache keep them.
  return c.json(body, status, { 'Cache-Control': 'private, no-store' });
});

const ArticleParam = z.object({ articleNumber: z.string().trim().regex(/^\d{1,20}$/, 'Expected an article number') });
const CustomerQuery = z.object({ customerId: z.string().trim().min(1).max(40).optional() });

/** The bracket table of one article for the caller's customer, with the price at each step. */
commerceRoutes.get('/prices/:articleNumber/brackets', optionalAuth(), validateParams(ArticleParam), validateQuery(CustomerQuery), async (c) => {
  const { articleNumber } = c.req.valid('param');
  const access = requireCustomer(c.var.auth, c.req.valid('query').customerId ?? c.req.header(CUSTOMER_HEADER));
  const [row] = await loadVariantsByArticleNumbers(c.env.DB, [articleNumber]);
  if (!row) throw notFound(`Unknown article: ${articleNumber}`);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!seesPrices(access)) return c.json({ articleNumber, customerId: access.customerId, unit: row.unit, brackets: [] }, 200, headers);
  const book = await loadPriceBook(c.env.DB, access.customerId, [articleNumber], todayInStockholm());
  const brackets = book.brackets(articleNumber);
  const steps = brackets.length > 0 && row.ask_for_price === 0 ? [1, ...brackets.map((b) => b.minQuantity)] : [];
  return c.json(
    {
      articleNumber,
      customerId: access.customerId,
      unit: row.unit,
      brackets: steps.map((minQuantity) => {
        const price = book.price(row, minQuantity);
        const shown = seesDiscounts(access) ? price : withoutDiscounts(price);
        return { minQuantity, netPrice: shown.netPrice, discountPercentage: shown.discountPercentage };
      }),
    },
    200,
    headers,
  );
});

const StockBody = z.object({
  articles: z.array(z.string().trim().regex(/^\d{1,20}$/, 'Expected article numbers')).min(1).max(200),
  locationIds: z.array(z.string().trim().min(1).max(40)).max(60).optional(),
});

/** POST /stock: stock per location for up to 200 articles (unknown articles are left out). */
commerceRoutes.post('/stock', optionalAuth(), limitJsonBody(), validateJson(StockBody), async (c) => {
  const { articles, locationIds = [] } = c.req.valid('json');
  const [rows, locations, stockRows] = await Promise.all([loadVariantsByArticleNumbers(c.env.DB, articles), loadStockLocations(c.env.DB), loadStockRows(c.env.DB, articles)]);
  assertKnownLocations(locations, locationIds);
  const byArticle = new Map(rows.map((row) => [row.article_number, row]));
  const today = todayInStockholm();
  const data = [...new Set(articles)].flatMap((articleNumber) => {
    const row = byArticle.get(articleNumber);
    if (!row) return [];
    const own = stockRows.get(articleNumber) ?? [];
    return [computeStock({ articleNumber, stockType: row.stock_type, discontinued: row.discontinued === 1, rows: own, locations: stockLocationsFor(locations, locationIds, own), today })];
  });
  return c.json({ data }, 200, { 'Cache-Control': 'private, no-store' });
});
