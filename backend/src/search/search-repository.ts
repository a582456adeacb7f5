import { z } from 'zod';
import type { Sort } from './search-request';

/** Weights of bm25 per column: name, manufacturer, numbers, category (filter columns count 0). */
const BM25 = 'bm25(variant_search, 10.0, 3.0, 5.0, 1.0, 0.0, 0.0)';
/** Above this many hits, relevance falls back to popularity: ranking every hit costs too much. */
const RANKED_HITS_LIMIT = 2_000;

export interface HitQuery {
  match: string;
  /** Only variants of this campaign (its id), if set. */
  campaignId: string | null;
}

const campaignClause = (query: HitQuery, alias: string) =>
  query.campaignId ? ` AND ${alias}.rowid IN (SELECT v2.id FROM campaign_items ci JOIN variants v2 ON v2.article_number = ci.article_number WHERE ci.campaign_id = ?2)` : '';
const bindings = (query: HitQuery) => (query.campaignId ? [query.match, query.campaignId] : [query.match]);

const CountSchema = z.object({ n: z.number() });
const IdSchema = z.object({ id: z.number() });
const FacetCountSchema = z.object({ value_id: z.number(), n: z.number() });

export async function countHits(db: D1Database, query: HitQuery): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM variant_search s WHERE s.variant_search MATCH ?1${campaignClause(query, 's')}`).bind(...bindings(query)).first();
  return CountSchema.parse(row).n;
}

const ORDER: Record<Exclude<Sort, 'relevance' | 'popularity'>, string> = {
  'name-asc': 'v.name, v.id',
  'name-desc': 'v.name DESC, v.id',
  'price-asc': 'v.list_price, v.id',
  'price-desc': 'v.list_price DESC, v.id',
};

/**
 * One page of hit ids. Ids are popularity ranks, so popularity (and relevance over many hits)
 * is the index's own order and streams; name and price sort the hits in SQL.
 */
export async function pageOfHits(db: D1Database, query: HitQuery, sort: Sort, total: number, limit: number, offset: number): Promise<number[]> {
  let sql: string;
  if (sort === 'popularity' || (sort === 'relevance' && total > RANKED_HITS_LIMIT)) {
    sql = `SELECT s.rowid AS id FROM variant_search s WHERE s.variant_search MATCH ?1${campaignClause(query, 's')} ORDER BY s.rowid`;
  } else if (sort === 'relevance') {
    sql = `SELECT s.rowid AS id FROM variant_search s WHERE s.variant_search MATCH ?1${campaignClause(query, 's')} ORDER BY ${BM25}, s.rowid`;
  } else {
    sql = `SELECT v.id FROM variant_search s JOIN variants v ON v.id = s.rowid WHERE s.variant_search MATCH ?1${campaignClause(query, 's')} ORDER BY ${ORDER[sort]}`;
  }
  const { results } = await db.prepare(`${sql} LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`).bind(...bindings(query)).all();
  return z.array(IdSchema).parse(results).map((row) => row.id);
}

/** Counts per facet value over the hits; `facet` limits the count to one facet's values. */
export async function countFacetsLive(db: D1Database, query: HitQuery, facet: string | null): Promise<Map<number, number>> {
  const onlyFacet = facet === null ? '' : ` AND vf.value_id IN (SELECT id FROM facet_values WHERE facet = ?${query.campaignId ? 3 : 2})`;
  const { results } = await db
    .prepare(
      `SELECT vf.value_id, COUNT(*) AS n FROM variant_search s JOIN variant_facets vf ON vf.variant_id = s.rowid
       WHERE s.variant_search MATCH ?1${campaignClause(query, 's')}${onlyFacet} GROUP BY vf.value_id`,
    )
    .bind(...bindings(query), ...(facet === null ? [] : [facet]))
    .all();
  return new Map(z.array(FacetCountSchema).parse(results).map((row) => [row.value_id, row.n]));
}

/** Precomputed counts of whole category subtrees, summed over disjoint parts. */
export async function countFacetsOfCategories(db: D1Database, categoryIds: readonly string[]): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT value_id, SUM(count) AS n FROM category_facets WHERE category_id IN (SELECT value FROM json_each(?1)) GROUP BY value_id')
    .bind(JSON.stringify(categoryIds))
    .all();
  return new Map(z.array(FacetCountSchema).parse(results).map((row) => [row.value_id, row.n]));
}

export const FacetValueRowSchema = z.object({ id: z.number(), facet: z.string(), value: z.string() });
export type FacetValueRow = z.infer<typeof FacetValueRowSchema>;

export async function loadFacetValues(db: D1Database, ids: readonly number[]): Promise<FacetValueRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db.prepare('SELECT id, facet, value FROM facet_values WHERE id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(ids)).all();
  return z.array(FacetValueRowSchema).parse(results);
}

/** The ids of the selected (facet, value) pairs; pairs that do not exist are simply absent. */
export async function findFacetValues(db: D1Database, pairs: readonly (readonly [string, string])[]): Promise<FacetValueRow[]> {
  if (pairs.length === 0) return [];
  const { results } = await db
    .prepare('SELECT f.id, f.facet, f.value FROM facet_values f JOIN json_each(?1) j ON f.facet = j.value ->> 0 AND f.value = j.value ->> 1')
    .bind(JSON.stringify(pairs))
    .all();
  return z.array(FacetValueRowSchema).parse(results);
}

export async function matchCategories(db: D1Database, match: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT id FROM category_search WHERE category_search MATCH ?1 ORDER BY rank LIMIT 30').bind(match).all();
  return z.array(z.object({ id: z.string() })).parse(results).map((row) => row.id);
}

export async function findExact(db: D1Database, kind: 'articleNumber' | 'ean', code: string): Promise<number | null> {
  const column = kind === 'articleNumber' ? 'article_number' : 'ean';
  const row = await db.prepare(`SELECT id FROM variants WHERE ${column} = ?1`).bind(code).first();
  return row ? IdSchema.parse(row).id : null;
}
