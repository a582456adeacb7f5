import type { CategoryIndex, CategoryRow } from './category';
import { contains } from './category';

/**
 * What an assortment lets a customer see: whole subtrees below its categories. `null` roots
 * mean the default assortment, everything. Ancestors of a root stay visible (as the way down to
 * it) but only with their visible children.
 */
export interface AssortmentScope {
  id: string;
  roots: CategoryRow[] | null;
}

export const DEFAULT_ASSORTMENT = 'default';

export const everything = (): AssortmentScope => ({ id: DEFAULT_ASSORTMENT, roots: null });

/** The category and everything below it is in the assortment. */
export const coversCategory = (scope: AssortmentScope, row: CategoryRow): boolean =>
  scope.roots === null || scope.roots.some((root) => contains(root, row));

/** The category is in the assortment or leads down to a part of it. */
export const showsCategory = (scope: AssortmentScope, row: CategoryRow): boolean =>
  coversCategory(scope, row) || (scope.roots ?? []).some((root) => contains(row, root));

/**
 * The disjoint subtrees that make up "this category within the assortment": the category itself
 * when the assortment covers it, else the assortment roots below it (possibly none).
 */
export function visibleParts(scope: AssortmentScope, row: CategoryRow): CategoryRow[] {
  if (coversCategory(scope, row)) return [row];
  return (scope.roots ?? []).filter((root) => contains(row, root));
}

/** The top-level parts of the whole visible catalogue (every top category, or the roots). */
export function visibleTops(scope: AssortmentScope, index: CategoryIndex): CategoryRow[] {
  return scope.roots ?? index.childrenOf(null);
}
