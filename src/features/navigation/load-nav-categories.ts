import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { cache } from 'react';
import type { ShopEnv } from '../../../worker/shop-env';
import type { UpstreamService } from '../../lib/upstream';
import { getMenu } from '../../lib/upstream/product/get-menu';
import { toNavCategories, type NavCategory } from './nav-category';

/** Runs a stale menu's refresh past the response when the platform offers it (not in the build). */
function backgroundRunner(): ((promise: Promise<unknown>) => void) | undefined {
  const c = tryGetContext<ShopEnv>();
  try {
    const ctx = c?.executionCtx;
    return ctx ? (promise) => ctx.waitUntil(promise) : undefined;
  } catch {
    // Hono throws when the request has no execution context.
    return undefined;
  }
}

/**
 * The header's categories for an assortment (undefined: the default one), from GET /menu through
 * the shared KV cache. Both the desktop flyout and the mobile panel ask; `cache` makes that one
 * lookup per request. A failing menu must not take the page down: it gives an empty list, and the
 * header falls back to a plain link to the assortment page.
 */
export const loadNavCategories = cache(async (product: UpstreamService, assortment: string | undefined): Promise<NavCategory[]> => {
  const c = tryGetContext<ShopEnv>();
  const waitUntil = backgroundRunner();
  try {
    const menu = await getMenu(product, { assortment, kv: c?.env.CACHE, cache: waitUntil ? { waitUntil } : {} });
    return toNavCategories(menu.categories);
  } catch {
    return [];
  }
});
