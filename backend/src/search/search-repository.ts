import { z } from 'zod';
import { statement, type Statement } from '../catalogue/d1-batch';
import { VARIANT_COLUMNS, VariantRowSchema, type VariantRow } from '../catalogue/variant-row';
import { containsSql, startsWithSql } from '../lib/sql-text-match';
import type { Sort } from './search-request';

/**
 * The search queries as statements, so run-search sends each round of them as one D1 batch.
 * Every hit query is an FTS5 MATCH (see search-query.ts), optionally narrowed to a campaign.
 */
export interface HitQuery {
  match: string;
  campaignId: string | null;
}

/**
 * Relevance orders the most popular hits this deep, by where the first word matches: at the start
 * of the name, at the start of a later word of the name, elsewhere (category, brand, numbers).
 * FTS5's bm25 was the first choice, but it counts every phrase over the whole index for its
 * statistics, which at 200,000 variants cost 10 ms per query for any prefix. Deeper pages follow
 * popularity.
 */
export const RANKED_WINDOW = 500;

const hits = (query: HitQuery) =>
  `variant_search s WHERE s.variant_search MATCH ?1${query.campaignId ? ' AND s.rowid IN (SELECT v2.id FROM campaign_items ci JOIN variants v2 ON v2.article_number = ci.article_number WHERE ci.campaign_id = ?2)' : ''}`;
const bindings = (query: HitQuery) => (query.campaignId ? [query.match, query.campaignId] : [query.match]);
const nextParameter = (query: HitQuery) => (query.campaignId ? 3 : 2);

export const countStatement = (db: D1Database, query: HitQuery): Statement<number> =>
  statement(db.prepare(`SELECT COUNT(*) AS n FROM ${hits(query)}`).bind(...bindings(query)), (rows) => z.array(z.object({ n: z.number() })).parse(rows)[0]?.n ?? 0);

const ORDER_BY: Record<Exclude<Sort, 'relevance' | 'popularity'>, string> = {
  'name-asc': 'v.name, v.id',
  'name-desc': 'v.name DESC, v.id',
  'price-asc': 'v.list_price, v.id',
  'price-desc': 'v.list_price DESC, v.id',
};

const ranked = (sort: Sort, limit: number, offset: number, firstWord: string | null): firstWord is string =>
  sort === 'relevance' && firstWord !== null && offset + limit <= RANKED_WINDOW;

/** Ids of one page in order: ids are popularity ranks, so popularity is the index's own order. */
function pageIdsSql(query: HitQuery, sort: Sort, limit: number, offset: number, firstWord: string | null): string {
  const page = `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
  if (ranked(sort, limit, offset, firstWord)) {
    // ?3 is the word (bound by pageStatement; ?2, the campaign, may be unused).
    return `SELECT h.id FROM (SELECT s.rowid AS id FROM ${hits(query)} ORDER BY s.rowid LIMIT ${RANKED_WINDOW}) h JOIN variants v ON v.id = h.id
      ORDER BY CASE WHEN ${startsWithSql('v.name', '?3', firstWord)} THEN 0 WHEN ${containsSql('v.name', "' ' || ?3", firstWord)} THEN 1 ELSE 2 END, h.id ${page}`;
  }
  if (sort === 'relevance' || sort === 'popularity') return `SELECT s.rowid AS id FROM ${hits(query)} ORDER BY s.rowid ${page}`;
  return `SELECT v.id FROM ${hits(query).replace('variant_search s WHERE', 'variant_search s JOIN variants v ON v.id = s.rowid WHERE')} ORDER BY ${ORDER_BY[sort]} ${page}`;
}

/** One page of variants, joined in the same query as the hits. */
export const pageStatement = (db: D1Database, query: HitQuery, sort: Sort, limit: number, offset: number, firstWord: string | null): Statement<VariantRow[]> =>
  statement(
    db
      .prepare(
        `SELECT ${VARIANT_COLUMNS} FROM (SELECT id, row_number() OVER () AS position FROM (${pageIdsSql(query, sort, limit, offset, firstWord)})) h
         JOIN variants v ON v.id = h.id JOIN products p ON p.id = v.product_id ORDER BY h.position`,
      )
      .bind(...(ranked(sort, limit, offset, firstWord) ? [query.match, query.campaignId ?? '', firstWord] : bindings(query))),
    (rows) => z.array(VariantRowSchema).parse(rows),
  );

export const FacetCountSchema = z.object({ id: z.number(), facet: z.string(), value: z.string(), n: z.number() });
export type FacetCount = z.infer<typeof FacetCountSchema>;
const parseCounts = (rows: unknown[]) => z.array(FacetCountSchema).parse(rows);

/** Counts per facet value over the hits; `facet` limits the count to that facet's values. */
export function liveCountsStatement(db: D1Database, query: HitQuery, facet: string | null): Statement<FacetCount[]> {
  const onlyFacet = facet === null ? '' : ` AND vf.value_id IN (SELECT id FROM facet_values WHERE facet = ?${nextParameter(query)})`;
  const sql = `SELECT f.id, f.facet, f.value, c.n FROM (SELECT vf.value_id, COUNT(*) AS n FROM ${hits(query).replace('variant_search s WHERE', 'variant_search s JOIN variant_facets vf ON vf.variant_id = s.rowid WHERE')}${onlyFacet} GROUP BY vf.value_id) c JOIN facet_values f ON f.id = c.value_id`;
  return statement(db.prepare(sql).bind(...bindings(query), ...(facet === null ? [] : [facet])), parseCounts);
}

/** Precomputed counts of whole category subtrees, summed over disjoint parts. */
export function categoryCountsStatement(db: D1Database, categoryIds: readonly string[], facet: string | null): Statement<FacetCount[]> {
  const sql = `SELECT f.id, f.facet, f.value, c.n FROM (SELECT value_id, SUM(count) AS n FROM category_facets WHERE category_id IN (SELECT value FROM json_each(?1)) GROUP BY value_id) c
    JOIN facet_values f ON f.id = c.value_id${facet === null ? '' : ' WHERE f.facet = ?2'}`;
  return statement(db.prepare(sql).bind(JSON.stringify(categoryIds), ...(facet === null ? [] : [facet])), parseCounts);
}

/**
 * Counts over a text query's hits, split in two: the leaves every variant of which is a hit
 * through its category's trail, from the precomputed counts, plus a live count over the rest
 * (`outside`, the hits not matched by their trail). The same numbers as liveCountsStatement: a
 * word that names categories ("kabel", "skruv") hits whole leaves, and there the live count grew
 * with the catalogue (200,000 variants: "kabel" 12,396 hits, 28 ms of the search's 41).
 */
export function splitCountsStatement(db: D1Database, outside: HitQuery, leafIds: readonly string[], facet: string | null): Statement<FacetCount[]> {
  const leaves = `?${nextParameter(outside)}`;
  const facetFilter = facet === null ? '' : ` WHERE f.facet = ?${nextParameter(outside) + 1}`;
  const live = `SELECT vf.value_id, COUNT(*) AS n FROM ${hits(outside).replace('variant_search s WHERE', 'variant_search s JOIN variant_facets vf ON vf.variant_id = s.rowid WHERE')} GROUP BY vf.value_id`;
  const sql = `SELECT f.id, f.facet, f.value, SUM(c.n) AS n FROM (SELECT value_id, count AS n FROM category_facets WHERE category_id IN (SELECT value FROM json_each(${leaves})) UNION ALL ${live}) c
    JOIN facet_values f ON f.id = c.value_id${facetFilter} GROUP BY f.id`;
  return statement(db.prepare(sql).bind(...bindings(outside), JSON.stringify(leafIds), ...(facet === null ? [] : [facet])), parseCounts);
}

/** Ids of the categories whose trail matches (search-query.ts trailExpression); none without one. */
export const trailMatchStatement = (db: D1Database, match: string | null): Statement<string[]> =>
  statement(
    match === null ? db.prepare('SELECT id FROM categories WHERE 0') : db.prepare('SELECT id FROM category_search WHERE category_search MATCH ?1').bind(match),
    (rows) => z.array(z.object({ id: z.string() })).parse(rows).map((row) => row.id),
  );

export const FacetValueRowSchema = z.object({ id: z.number(), facet: z.string(), value: z.string() });
export type FacetValueRow = z.infer<typeof FacetValueRowSchema>;

/** The ids of the selected (facet, value) pairs; pairs that do not exist are simply absent. */
export const facetLookupStatement = (db: D1Database, pairs: readonly (readonly [string, string])[]): Statement<FacetValueRow[]> =>
  statement(
    db.prepare('SELECT f.id, f.facet, f.value FROM facet_values f JOIN json_each(?1) j ON f.facet = j.value ->> 0 AND f.value = j.value ->> 1').bind(JSON.stringify(pairs)),
    (rows) => z.array(FacetValueRowSchema).parse(rows),
  );

/** Category ids whose name or trail matches; nothing without an expression. */
export const categoryMatchStatement = (db: D1Database, match: string | null): Statement<string[]> =>
  statement(
    match === null ? db.prepare('SELECT id FROM categories WHERE 0') : db.prepare('SELECT id FROM category_search WHERE category_search MATCH ?1 ORDER BY rank LIMIT 30').bind(match),
    (rows) => z.array(z.object({ id: z.string() })).parse(rows).map((row) => row.id),
  );

/** The variant a query names exactly (article number or EAN), if any. */
export const exactStatement = (db: D1Database, code: { kind: 'articleNumber' | 'ean'; code: string } | null): Statement<VariantRow | undefined> =>
  statement(
    db.prepare(`SELECT ${VARIANT_COLUMNS} FROM variants v JOIN products p ON p.id = v.product_id WHERE v.${code?.kind === 'ean' ? 'ean' : 'article_number'} = ?1`).bind(code?.code ?? ''),
    (rows) => z.array(VariantRowSchema).parse(rows)[0],
  );

export const campaignStatement = (db: D1Database, slug: string | undefined, today: string): Statement<string | null> =>
  statement(
    db.prepare('SELECT id FROM campaigns WHERE slug = ?1 AND starts_on <= ?2 AND ends_on >= ?2').bind(slug ?? '', today),
    (rows) => z.array(z.object({ id: z.string() })).parse(rows)[0]?.id ?? null,
  );
