import type { Context, Hono } from 'hono';
import { parseSuggestQuery } from '../../src/features/navigation/suggest-query';
import { searchContentPages } from '../../src/features/content/search-content-pages';
import { suggestProducts } from '../../src/features/navigation/suggest-products';
import { emptySuggestions } from '../../src/features/navigation/suggest-types';

import { getCustomerAssortment } from '../../src/lib/upstream/product/get-customer-assortment';

import { renderErrorResponse } from '../error-response';
import { cachedSuggestions } from './suggest-cache';
import { reportError } from '../../src/lib/request/error-reporting';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { servicesOf } from '../../src/lib/request/request-context';

/**
 * The customer's assortment, by the rule the catalogue pages follow (spec point 4): kept unless it
 * is 'default' or the buyer chose the full range; anonymous visitors and a failed lookup get the
 * default one. Asked here directly
 * rather than through the page context, which would also load the account: this route has to
 * answer between two key presses.
 */
async function assortmentOf(c: Context<ShopEnv>): Promise<string | undefined> {
  const customerId = c.var.session?.customerId;
  const token = c.var.accessToken;
  // The buyer chose the full range (decision 029): no assortment at all.
  if (!customerId || !token || c.var.session?.browsesFullRange) return undefined;
  const known = recentAssortments.get(customerId);
  if (known && known.until > Date.now()) return known.id;
  const found = await getCustomerAssortment(servicesOf(c).product, { customerId, token }).catch(() => undefined);
  const id = found && found.id !== 'default' ? found.id : undefined;
  if (found) remember(customerId, id);
  return id;
}

/**
 * A customer's assortment for a minute, per isolate: typing asks every 200 ms, the assortment
 * changes seldom. A speed-up only (a miss asks again); the assortment id is no secret, and the
 * entry is keyed by the customer the verified token works in.
 */
const recentAssortments = new Map<string, { id: string | undefined; until: number }>();
const ASSORTMENT_TTL_MS = 60_000;
const MAX_REMEMBERED = 1000;
function remember(customerId: string, id: string | undefined) {
  if (recentAssortments.size >= MAX_REMEMBERED) recentAssortments.clear();
  recentAssortments.set(customerId, { id, until: Date.now() + ASSORTMENT_TTL_MS });
}

/**
 * GET /api/search/suggest?q=: products (name, article number, image) and categories for the
 * header's search-as-you-type, in the visitor's assortment. No prices, so nothing here depends on
 * the buyer's permissions; the answer still differs per customer (assortment), so browsers may
 * keep it briefly and shared HTTP caches may not; the shop's own edge cache keeps it per
 * assortment (suggest-cache.ts).
 */
export function registerSearchSuggestRoute(app: Hono<ShopEnv>): void {
  app.get('/api/search/suggest', async (c) => {
    const query = parseSuggestQuery(new URL(c.req.url).searchParams);
    if (!query.ok) return renderErrorResponse(c, 400);
    c.header('Cache-Control', 'private, max-age=30');
    c.header('Vary', 'Cookie');
    if (query.q === '') return c.json(emptySuggestions());
    try {
      const input = { q: query.q, assortment: await assortmentOf(c) };
      return c.body(
        await cachedSuggestions(c, input, async () => {
          // Content pages join the products (issue 6); their search never throws, it just finds none.
          const [answer, pages] = await Promise.all([suggestProducts(servicesOf(c).search, input), searchContentPages(query.q)]);
          return { ...answer, pages: pages.map((page) => ({ title: page.title, ...(page.preTitle ? { preTitle: page.preTitle } : {}), href: page.path as `/${string}` })) };
        }),
        200,
        { 'Content-Type': 'application/json' },
      );
    } catch (error) {
      reportError(c, error);
      c.header('Cache-Control', 'no-store');
      return renderErrorResponse(c, 503);
    }
  });
}
