import { z } from 'zod';
import { badRequest } from '../lib/api-error';
import { runBatch, statement, type Statement } from '../catalogue/d1-batch';
import type { StockLocationRef, StockRow } from './stock-calc';

/** The delivery id / location the shop sends for supplier-direct delivery (spec point 9). */
export const VIRTUAL_LOCATION = 'VIRTUAL';

const StockRowSchema = z.object({
  article_number: z.string(),
  location_id: z.string(),
  quantity: z.number(),
  stocked: z.number(),
  order_multiple: z.number(),
  incoming_days: z.number().nullable(),
  incoming_quantity: z.number().nullable(),
});
const LocationSchema = z.object({ id: z.string(), type: z.enum(['STORE', 'CENTRAL']) });

export async function loadStockRows(db: D1Database, articleNumbers: readonly string[]): Promise<Map<string, StockRow[]>> {
  const byArticle = new Map<string, StockRow[]>();
  if (articleNumbers.length === 0) return byArticle;
  const { results } = await db
    .prepare('SELECT * FROM stock WHERE article_number IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify([...new Set(articleNumbers)]))
    .all();
  for (const row of z.array(StockRowSchema).parse(results)) {
    const list = byArticle.get(row.article_number) ?? [];
    list.push(row);
    byArticle.set(row.article_number, list);
  }
  return byArticle;
}

/** Stores and warehouses of the location service, central storage first. */
export const stockLocationsStatement = (db: D1Database): Statement<StockLocationRef[]> =>
  statement(db.prepare("SELECT id, type FROM stores ORDER BY type = 'STORE', id"), (rows) => z.array(LocationSchema).parse(rows));

export async function loadStockLocations(db: D1Database): Promise<StockLocationRef[]> {
  const [locations] = await runBatch(db, [stockLocationsStatement(db)]);
  return locations;
}

/**
 * The locations a stock answer lists: central storage always (delivery texts need it), then the
 * requested ones; without a request, every location that stocks the article. Unknown ids are a
 * 400, not an empty answer, so a typo in the shop's configuration shows.
 */
export function stockLocationsFor(all: readonly StockLocationRef[], requested: readonly string[], rows: readonly StockRow[]): StockLocationRef[] {
  const known = new Map(all.map((location) => [location.id, location]));
  const central = all.filter((location) => location.type === 'CENTRAL');
  if (requested.length === 0) {
    const withRows = new Set(rows.map((row) => row.location_id));
    return [...central, ...all.filter((location) => location.type === 'STORE' && withRows.has(location.id))];
  }
  const chosen = requested.map((id): StockLocationRef => {
    if (id === VIRTUAL_LOCATION) return { id, type: 'VIRTUAL' };
    const location = known.get(id);
    if (!location) throw badRequest(`Unknown location: ${id}`, 'unknown_location');
    return location;
  });
  const seen = new Set<string>();
  return [...central, ...chosen].filter((location) => !seen.has(location.id) && seen.add(location.id));
}

/** Validates requested ids once, before any per-article work. */
export function assertKnownLocations(all: readonly StockLocationRef[], requested: readonly string[]): void {
  stockLocationsFor(all, requested, []);
}
