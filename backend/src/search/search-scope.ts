import { notFound } from '../lib/api-error';
import { showsCategory, visibleParts, visibleTops, type AssortmentScope } from '../catalogue/assortment-scope';
import type { CategoryIndex, CategoryRow } from '../catalogue/category';
import type { SearchBody } from './search-request';

export interface SearchScope {
  /** The category asked for, if any. */
  category: CategoryRow | null;
  /** Disjoint subtrees the hits must lie in (empty: the whole catalogue). */
  parts: CategoryRow[];
  /** What the facet "Kategori" offers: the visible children, or the visible tops. */
  choices: CategoryRow[];
}

/** Category and assortment together; a category outside the assortment is unknown (404). */
export function resolveSearchScope(body: SearchBody, index: CategoryIndex, scope: AssortmentScope): SearchScope {
  const wanted = body.categoryId ?? body.categoryPath;
  const category = body.categoryId ? index.byId.get(body.categoryId) : body.categoryPath ? index.byPath.get(body.categoryPath) : undefined;
  if (wanted && (!category || !showsCategory(scope, category))) throw notFound(`Unknown category: ${wanted}`);
  if (!category) return { category: null, parts: scope.roots ?? [], choices: visibleTops(scope, index) };
  return { category, parts: visibleParts(scope, category), choices: index.childrenOf(category.id).filter((child) => showsCategory(scope, child)) };
}
