import { stockholmToday } from '../lib/calendar-date';
import { coversCategory } from '../catalogue/assortment-scope';
import { visibleCount } from '../catalogue/category-answers';
import { categoryRef, type CategoryRef } from '../catalogue/category';
import { loadAssortment, loadCategoryIndex } from '../catalogue/category-repository';
import { loadVariantsByIds } from '../catalogue/variant-repository';
import { toVariantSummary, type VariantSummary } from '../catalogue/variant-shape';
import { exactCode } from './ean';
import { buildFacets, type Facet } from './facets';
import { categoryExpression, matchExpression, MAX_QUERY_CHARS, queryTokens } from './search-query';
import * as repository from './search-repository';
import { MAX_RESULT_WINDOW, type SearchBody, type Sort } from './search-request';
import { resolveCampaign, resolveSearchScope } from './search-scope';

export interface SearchAnswer {
  q: string;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: Sort;
  maxResultWindow: number;
  /** The article number when q was exactly an article number or EAN of a listed variant. */
  exactMatch: string | null;
  items: VariantSummary[];
  facets: Facet[];
  categories: (CategoryRef & { parents: CategoryRef[]; productCount: number })[];
}

export async function runSearch(db: D1Database, body: SearchBody): Promise<SearchAnswer> {
  const q = (body.q ?? '').trim().slice(0, MAX_QUERY_CHARS);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 24;
  const tokens = queryTokens(q);
  const sort: Sort = body.sort ?? (tokens.length > 0 ? 'relevance' : 'popularity');
  const index = await loadCategoryIndex(db);
  const [{ scope: assortment }, campaignId] = await Promise.all([loadAssortment(db, index, body.assortment), resolveCampaign(db, body.campaign, stockholmToday())]);
  const scope = resolveSearchScope(body, index, assortment);
  const empty: SearchAnswer = { q, total: 0, page, pageSize, pageCount: 0, sort, maxResultWindow: MAX_RESULT_WINDOW, exactMatch: null, items: [], facets: [], categories: [] };
  // Only punctuation and nothing else to list by: nothing can match.
  if (tokens.length === 0 && !scope.category && !campaignId) return empty;

  const selections = Object.entries(body.facets ?? {}).filter(([, values]) => values.length > 0);
  const found = await repository.findFacetValues(db, selections.flatMap(([facet, values]) => values.map((value) => [facet, value] as const)));
  const groups = new Map(selections.map(([facet]) => [facet, found.filter((row) => row.facet === facet).map((row) => row.id)]));
  const scopes = scope.parts.map((part) => part.id);
  const hitQuery = (without: string | null): repository.HitQuery => ({
    match: matchExpression({ tokens, scopes, facetGroups: [...groups].filter(([facet]) => facet !== without).map(([, ids]) => ids) }),
    campaignId,
  });
  const query = hitQuery(null);
  // Whole category subtrees without text, campaign or other facet filters: precomputed counts.
  const precomputed = (without: string | null) => tokens.length === 0 && !campaignId && scopes.length > 0 && [...groups.keys()].every((facet) => facet === without);

  // With facet filters the exact article might fall outside them: then it is just another hit.
  const code = groups.size === 0 ? exactCode(q) : null;
  const offset = (page - 1) * pageSize;
  const [total, exactId, counts, ownCounts, categoryIds] = await Promise.all([
    repository.countHits(db, query),
    code ? repository.findExact(db, code.kind, code.code) : Promise.resolve(null),
    body.withFacets === false ? Promise.resolve(new Map<number, number>()) : precomputed(null) ? repository.countFacetsOfCategories(db, scopes) : repository.countFacetsLive(db, query, null),
    body.withFacets === false
      ? Promise.resolve(new Map<string, Map<number, number>>())
      : Promise.all([...groups.keys()].map(async (facet) => [facet, precomputed(facet) ? await repository.countFacetsOfCategories(db, scopes) : await repository.countFacetsLive(db, hitQuery(facet), facet)] as const)).then((entries) => new Map(entries)),
    body.withCategories === false || tokens.length === 0 ? Promise.resolve([]) : repository.matchCategories(db, categoryExpression(tokens)),
  ]);
  const ids = offset < Math.min(total, MAX_RESULT_WINDOW) ? await repository.pageOfHits(db, query, sort, total, Math.min(pageSize, MAX_RESULT_WINDOW - offset), offset) : [];

  const exactRow = exactId === null ? undefined : (await loadVariantsByIds(db, [exactId]))[0];
  const exactLeaf = exactRow ? index.byId.get(exactRow.category_id) : undefined;
  const exactVisible = exactRow && exactLeaf && coversCategory(assortment, exactLeaf) && (!scope.category || (exactLeaf.lft >= scope.category.lft && exactLeaf.lft <= scope.category.rgt)) ? exactRow : undefined;
  // The exact article or EAN leads the first page, whatever the sort.
  const pageIds = exactVisible && page === 1 ? [exactVisible.id, ...ids.filter((id) => id !== exactVisible.id)].slice(0, pageSize) : ids;
  const rows = await loadVariantsByIds(db, pageIds);

  const allValueIds = [...counts.keys(), ...[...ownCounts.values()].flatMap((map) => [...map.keys()])];
  const values = new Map((await repository.loadFacetValues(db, [...new Set(allValueIds)])).map((row) => [row.id, row]));
  const selected = new Map(selections.map(([facet, list]) => [facet, new Set(list)]));
  // Precomputed counts cover every facet; a selected facet keeps only its own values there.
  const ownOnly = new Map([...ownCounts].map(([facet, map]) => [facet, new Map([...map].filter(([id]) => values.get(id)?.facet === facet))]));

  return {
    q,
    total,
    page,
    pageSize,
    pageCount: Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / pageSize),
    sort,
    maxResultWindow: MAX_RESULT_WINDOW,
    exactMatch: exactVisible?.article_number ?? null,
    items: rows.map((row) => toVariantSummary(row, index)),
    facets: body.withFacets === false ? [] : buildFacets({ counts, ownCounts: ownOnly, values, selected, categoryChoices: scope.choices, index }),
    categories: categoryIds
      .flatMap((id) => {
        const row = index.byId.get(id);
        return row && coversCategory(assortment, row) ? [row] : [];
      })
      .slice(0, 5)
      .map((row) => ({ ...categoryRef(row), parents: index.trailOf(row).slice(0, -1).map(categoryRef), productCount: visibleCount(assortment, row) })),
  };
}
