import { z } from 'zod';
import { runBatch, statement, type Statement } from './d1-batch';
import { VARIANT_SELECT, VariantRowSchema, WarningRowSchema, type VariantRow, type WarningRow } from './variant-row';

const byName = new Intl.Collator('sv', { numeric: true });

const parseRows = (results: unknown[]): VariantRow[] => z.array(VariantRowSchema).parse(results);

/** Variants by article number, in no particular order; unknown numbers are simply absent. */
export const variantsByArticleStatement = (db: D1Database, articleNumbers: readonly string[]): Statement<VariantRow[]> =>
  statement(db.prepare(`${VARIANT_SELECT} WHERE v.article_number IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(articleNumbers)), parseRows);

export async function loadVariantsByArticleNumbers(db: D1Database, articleNumbers: readonly string[]): Promise<VariantRow[]> {
  if (articleNumbers.length === 0) return [];
  const [rows] = await runBatch(db, [variantsByArticleStatement(db, articleNumbers)]);
  return rows;
}

/** Variants by id (search hits), in the order of `ids`. */
export async function loadVariantsByIds(db: D1Database, ids: readonly number[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db.prepare(`${VARIANT_SELECT} WHERE v.id IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify(ids)).all();
  const byId = new Map(parseRows(results).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadVariantBySlug(db: D1Database, slug: string): Promise<VariantRow | null> {
  const row = await db.prepare(`${VARIANT_SELECT} WHERE v.slug = ?1`).bind(slug).first();
  return row ? VariantRowSchema.parse(row) : null;
}

/** Every variant of the given products (the product page's variant choice). */
export async function loadProductVariants(db: D1Database, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  const { results } = await db
    .prepare(`${VARIANT_SELECT} WHERE v.product_id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(productIds))
    .all();
  // Natural order, so "50 m" comes before "100 m".
  return parseRows(results).sort((a, b) => byName.compare(a.name, b.name) || a.article_number.localeCompare(b.article_number));
}

/** Every warning (a handful of rows): cheaper to take along in a batch than to look up later. */
export const allWarningsStatement = (db: D1Database): Statement<Map<string, WarningRow>> =>
  statement(db.prepare('SELECT * FROM warnings'), (rows) => new Map(z.array(WarningRowSchema).parse(rows).map((row) => [row.code, row])));

export async function loadWarnings(db: D1Database, codes: readonly string[]): Promise<Map<string, WarningRow>> {
  if (codes.length === 0) return new Map();
  const { results } = await db.prepare('SELECT * FROM warnings WHERE code IN (SELECT value FROM json_each(?1))').bind(JSON.stringify([...new Set(codes)])).all();
  return new Map(z.array(WarningRowSchema).parse(results).map((row) => [row.code, row]));
}
