import 'server-only';
import { cache } from 'react';
import { getRequestContext } from '../../lib/request';
import type { UpstreamService } from '../../lib/upstream';
import { getMenu } from '../../lib/upstream/product/get-menu';
import { toNavCategories, type NavCategory } from './nav-category';

/**
 * The header's categories for an assortment (undefined: the default one), from GET /menu through
 * the shared KV cache. Both the desktop flyout and the mobile panel ask; `cache` makes that one
 * lookup per request. A failing menu must not take the page down: it gives an empty list, and the
 * header falls back to a plain link to the assortment page.
 */
export const loadNavCategories = cache(async (product: UpstreamService, assortment: string | undefined): Promise<NavCategory[]> => {
  const { cache: kv, waitUntil } = getRequestContext();
  try {
    const menu = await getMenu(product, { assortment, kv, cache: { waitUntil } });
    return toNavCategories(menu.categories);
  } catch {
    return [];
  }
});
