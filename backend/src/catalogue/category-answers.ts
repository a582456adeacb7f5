import { type AssortmentScope, showsCategory, visibleParts } from './assortment-scope';
import { categoryRef, type CategoryIndex, type CategoryRef, type CategoryRow } from './category';
import { categoryImageKey, imageUrl, kindOf } from './image-family';

/** A category in the menu: icon on top categories, children down to the requested depth. */
export interface MenuNode extends CategoryRef {
  icon: string | null;
  productCount: number;
  children: MenuNode[];
}

/** Variants of the category that the assortment shows (its visible parts summed). */
export const visibleCount = (scope: AssortmentScope, row: CategoryRow): number =>
  visibleParts(scope, row).reduce((sum, part) => sum + part.variant_count, 0);

export function menuTree(index: CategoryIndex, scope: AssortmentScope, depth: number): MenuNode[] {
  const build = (parentId: string | null, level: number): MenuNode[] =>
    index
      .childrenOf(parentId)
      .filter((row) => showsCategory(scope, row))
      .map((row) => ({
        ...categoryRef(row),
        icon: row.icon,
        productCount: visibleCount(scope, row),
        children: level < depth ? build(row.id, level + 1) : [],
      }));
  return build(null, 1);
}

export interface BreadcrumbChild extends CategoryRef {
  productCount: number;
  image?: string;
}

/** GET /breadcrumbs/{id}: the category, its parents from the top, its visible children. */
export interface Breadcrumb extends CategoryRef {
  level: number;
  icon: string | null;
  productCount: number;
  parents: CategoryRef[];
  children: BreadcrumbChild[];
  image?: string;
}

/** A category's tile: its family's drawing on its top category's colour (image-family.ts). */
export function categoryImageUrl(index: CategoryIndex, row: CategoryRow): string {
  const topIcon = index.trailOf(row)[0]?.icon ?? '';
  return imageUrl(categoryImageKey(topIcon, kindOf(row.name, topIcon)));
}

export function breadcrumbOf(index: CategoryIndex, scope: AssortmentScope, row: CategoryRow, withImages: boolean): Breadcrumb {
  const trail = index.trailOf(row);
  const top = trail[0] ?? row;
  const children = index
    .childrenOf(row.id)
    .filter((child) => showsCategory(scope, child))
    .map((child) => ({ ...categoryRef(child), productCount: visibleCount(scope, child), ...(withImages ? { image: categoryImageUrl(index, child) } : {}) }));
  return {
    ...categoryRef(row),
    level: row.level,
    // Every level carries its top category's icon, so a listing page can show it too.
    icon: top.icon,
    productCount: visibleCount(scope, row),
    parents: trail.slice(0, -1).map(categoryRef),
    children,
    ...(withImages ? { image: categoryImageUrl(index, row) } : {}),
  };
}
