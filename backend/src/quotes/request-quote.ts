import { z } from 'zod';
import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError, badRequest } from '../lib/api-error';
import { randomToken } from '../lib/bytes';
import { loadCatalogueFacts } from '../cart/article-facts';
import { loadPriceBook } from '../commerce/price-repository';
import { todayInStockholm } from '../../../domain/calendar';
import { messageStatement } from './quote-repository';
import type { RequestQuoteInput } from './quote-schemas';

/** Quote numbers of a brand start here, so they never look like an order number. */
const FIRST_NUMBER = 500_001;

/**
 * Writes a quote request: lines with the article's name, unit and the customer's price today (the
 * seller's starting point), and the first thread message. The same form posted twice (its
 * request key) answers the quote it made. An unknown article refuses the whole request: nothing
 * is stored, and the answer names the lines.
 */
export async function requestQuote(db: D1Database, auth: AccessTokenSubject, customerId: string, input: RequestQuoteInput, now: number): Promise<{ id: string; created: boolean }> {
  const projectId = input.projectId ?? null;
  if (projectId) {
    const project = await db.prepare('SELECT 1 AS found FROM projects WHERE id = ?1 AND customer_id = ?2').bind(projectId, customerId).first();
    if (!project) throw badRequest(`Unknown project for ${customerId}: ${projectId}`, 'unknown_project');
  }
  const merged = new Map<string, number>();
  for (const line of input.lines) merged.set(line.articleNumber, Math.round(((merged.get(line.articleNumber) ?? 0) + line.quantity) * 100) / 100);
  const articles = [...merged.keys()];
  const today = todayInStockholm(new Date(now));
  const [facts, priceBook] = await Promise.all([loadCatalogueFacts(db, articles), loadPriceBook(db, customerId, articles, today)]);
  const unknown = articles.filter((number) => !facts.articles.has(number));
  if (unknown.length > 0) {
    const error = new ApiError(422, 'unknown_article', `Unknown articles: ${unknown.join(', ')}`);
    throw error;
  }
  const lines = articles.map((number, index) => {
    const article = facts.articles.get(number)!;
    const price = priceBook.price(article.row, merged.get(number)!);
    return { p: index + 1, a: number, n: article.row.name, u: article.unit, q: merged.get(number)!, lp: price.netPrice === null ? null : Math.round(price.netPrice * 100) };
  });
  const id = `Q-${randomToken(12)}`;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO quotes (id, brand, number, customer_id, project_id, buyer_id, status, reference, wanted_delivery_date, request_key, created_at, updated_at)
         SELECT ?1, ?2, coalesce((SELECT MAX(number) FROM quotes WHERE brand = ?2), ?10 - 1) + 1, ?3, ?4, ?5, 'SENT', ?6, ?7, ?8, ?9, ?9
         ON CONFLICT (buyer_id, request_key) DO NOTHING`,
      )
      .bind(id, input.brand, customerId, projectId, auth.userId, input.reference || null, input.wantedDeliveryDate ?? null, input.requestKey, now, FIRST_NUMBER),
    db
      .prepare(
        `INSERT INTO quote_items (quote_id, position, article_number, name, unit, quantity, list_price)
         SELECT ?1, j.value ->> 'p', j.value ->> 'a', j.value ->> 'n', j.value ->> 'u', j.value ->> 'q', j.value ->> 'lp'
         FROM json_each(?2) j WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ?1)`,
      )
      .bind(id, JSON.stringify(lines)),
    messageStatement(db, { quoteId: id, userId: auth.userId, kind: 'REQUESTED', body: input.message ?? '', now, after: 'SENT' }),
  ]);
  if (inserted?.meta.changes) return { id, created: true };
  const existing = await db.prepare('SELECT id FROM quotes WHERE buyer_id = ?1 AND request_key = ?2').bind(auth.userId, input.requestKey).first();
  return { id: z.object({ id: z.string() }).parse(existing).id, created: false };
}
