import 'server-only';
import { cache } from 'react';
import { getRequestContext } from '../../../lib/request';
import type { MenuNode } from '../../../lib/upstream/product/catalogue-schemas';
import { getMenu } from '../../../lib/upstream/product/get-menu';
import type { CatalogueContext } from '../catalogue-context';

/**
 * The category tree of the buyer's assortment (GET /menu through the shared KV cache: the menu
 * is the same for every buyer of an assortment), fetched once per request.
 */
export const loadMenu = cache(async (context: Pick<CatalogueContext, 'product' | 'assortment'>): Promise<MenuNode[]> => {
  const { cache: kv, waitUntil } = getRequestContext();
  const menu = await getMenu(context.product, { assortment: context.assortment, kv, cache: { waitUntil } });
  return menu.categories;
});

/** Every node of a tree by id, for turning the facet "Kategori" (values are ids) into links. */
export function menuById(nodes: readonly MenuNode[], into = new Map<string, MenuNode>()): Map<string, MenuNode> {
  for (const node of nodes) {
    into.set(node.id, node);
    menuById(node.children, into);
  }
  return into;
}
