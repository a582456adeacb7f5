import { inject } from 'vitest';

/** The embedded backend's menu answer (GET /menu), the part the tests compare with the header. */
export interface MenuAnswer {
  assortment: { id: string };
  categories: { name: string; path: string; icon: string | null; children: { path: string }[] }[];
}

/** The product menu of an assortment (none: the full range), straight from the backend. */
export const backendMenu = async (assortment?: string): Promise<MenuAnswer> =>
  (await fetch(`${inject('backendOrigin')}/menu${assortment ? `?assortment=${assortment}` : ''}`)).json() as Promise<MenuAnswer>;

/** The page addresses of that menu's top categories, as the header links them. */
export const menuCategoryLinks = async (assortment?: string): Promise<string[]> =>
  (await backendMenu(assortment)).categories.map((category) => `/kategorier/${category.path}`);

/** The top categories of the desktop product menu on a page: each one's "Allt inom …" link. */
export const topCategoryLinks = (html: string): string[] =>
  [...html.matchAll(/<a[^>]*class="product-menu__all"[^>]*>/g)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1] ?? '');
