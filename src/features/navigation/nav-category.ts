/**
 * The header's view of the category tree: two levels (top categories with their icons, and their
 * subcategories), slimmed from the product service's menu so the RSC payload carries only what
 * the flyout and the mobile drill-down show.
 */
import { href, type RouteHref } from '../../lib/routes/href';

/** Icon names of the top categories (spec point 9); each is a symbol of category-icon-symbols.tsx. */
export const CATEGORY_ICONS = ['fastenings', 'sprinkler', 'vvs-industri', 'verktyg', 'mark-va', 'fastighet', 'kyla', 'el'] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const isCategoryIcon = (value: string | null | undefined): value is CategoryIcon =>
  (CATEGORY_ICONS as readonly string[]).includes(value ?? '');

/** A category page address; typed so the router's Link accepts it as one of its routes. */
export type CategoryHref = RouteHref<'kategorier-slug'>;

export interface NavLink {
  id: string;
  name: string;
  href: CategoryHref;
}

export interface NavCategory extends NavLink {
  /** Null when the service names an icon we do not draw: the row keeps its place without one. */
  icon: CategoryIcon | null;
  children: NavLink[];
}

/** The part of a menu node this module reads (the upstream MenuNode has more). */
interface MenuNodeLike {
  id: string;
  name: string;
  path: string;
  icon: string | null;
  children: MenuNodeLike[];
}

/** Category pages live under /kategorier/{path}; each path segment is encoded on its own. */
export const categoryHref = (path: string): CategoryHref => href('kategorier-slug', { slug: path });

/** Top categories and their subcategories; deeper levels are left to the category pages. */
export function toNavCategories(nodes: readonly MenuNodeLike[]): NavCategory[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    href: categoryHref(node.path),
    icon: isCategoryIcon(node.icon) ? node.icon : null,
    children: node.children.map((child) => ({ id: child.id, name: child.name, href: categoryHref(child.path) })),
  }));
}
