import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { cache } from 'react';
import type { ShopEnv } from '../../../../worker/shop-env';
import type { MenuNode } from '../../../lib/upstream/product/catalogue-schemas';
import { getMenu } from '../../../lib/upstream/product/get-menu';
import type { CatalogueContext } from '../catalogue-context';

/** A stale menu is refreshed after the response when the platform lets work outlive it. */
function afterResponse(): { waitUntil?: (promise: Promise<unknown>) => void } {
  try {
    const ctx = tryGetContext<ShopEnv>()?.executionCtx;
    return ctx ? { waitUntil: (promise) => ctx.waitUntil(promise) } : {};
  } catch {
    // Hono throws when the request carries no execution context.
    return {};
  }
}

/**
 * The category tree of the buyer's assortment (GET /menu through the shared KV cache: the menu
 * is the same for every buyer of an assortment), fetched once per request.
 */
export const loadMenu = cache(async (context: Pick<CatalogueContext, 'product' | 'assortment'>): Promise<MenuNode[]> => {
  const menu = await getMenu(context.product, { assortment: context.assortment, kv: tryGetContext<ShopEnv>()?.env.CACHE, cache: afterResponse() });
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
