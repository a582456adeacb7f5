import { z } from 'zod';
import { runBatch, statement } from '../catalogue/d1-batch';
import { variantsByArticleStatement } from '../catalogue/variant-repository';
import type { VariantRow } from '../catalogue/variant-row';
import type { LocationInfo } from './delivery-id';
import type { ArticleFacts } from './line-rules';

const ARTICLE_NUMBER = /^\d{1,20}$/;

const StockRowSchema = z.object({ article_number: z.string(), location_id: z.string(), quantity: z.number(), stocked: z.number(), order_multiple: z.number() });
const LocationRowSchema = z.object({
  id: z.string(),
  type: z.enum(['STORE', 'CENTRAL']),
  services: z.string().transform((text): string[] => {
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }),
});

export interface CatalogueFacts {
  /** By article number; unknown (or malformed) numbers are absent. */
  articles: Map<string, ArticleFacts & { row: VariantRow }>;
  locations: Map<string, LocationInfo>;
}

/**
 * Everything the line rules need for these articles, in one round trip to D1: every add, update,
 * import and checkout starts here, so it is the hot path of the cart.
 */
export async function loadCatalogueFacts(db: D1Database, articleNumbers: readonly string[]): Promise<CatalogueFacts> {
  const wanted = JSON.stringify([...new Set(articleNumbers.filter((number) => ARTICLE_NUMBER.test(number)))]);
  const [rows, stock, locations] = await runBatch(db, [
    variantsByArticleStatement(db, JSON.parse(wanted) as string[]),
    statement(
      db.prepare('SELECT article_number, location_id, quantity, stocked, order_multiple FROM stock WHERE article_number IN (SELECT value FROM json_each(?1))').bind(wanted),
      (found) => z.array(StockRowSchema).parse(found),
    ),
    statement(db.prepare('SELECT id, type, services FROM stores'), (found) => z.array(LocationRowSchema).parse(found)),
  ]);
  const stockByArticle = new Map<string, z.infer<typeof StockRowSchema>[]>();
  for (const row of stock) stockByArticle.set(row.article_number, [...(stockByArticle.get(row.article_number) ?? []), row]);
  const articles = new Map(
    rows.map((row) => [
      row.article_number,
      {
        row,
        unit: row.unit,
        discontinued: row.discontinued === 1,
        purchaseConstraints: row.purchase_constraints,
        filterTags: row.filter_tags,
        stock: stockByArticle.get(row.article_number) ?? [],
      },
    ]),
  );
  return { articles, locations: new Map(locations.map((location) => [location.id, location])) };
}
