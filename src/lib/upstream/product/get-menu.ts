import 'server-only';
import { cachedJson, type CacheHooks, type KvStore } from '../../cache/kv-cache';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { MenuSchema, type Menu } from './catalogue-schemas';

/** GET /menu?assortment: the category tree of an assortment (shared by all its buyers: cached). */
export function getMenu(product: UpstreamService, input: { assortment: string | undefined; kv?: KvStore | undefined; cache: CacheHooks }): Promise<Menu> {
  const assortment = input.assortment ?? 'default';
  return cachedJson(
    input.kv,
    `menu:${assortment}`,
    () => upstreamRequest(product, { path: '/menu', query: { assortment: input.assortment }, schema: MenuSchema }),
    { ...input.cache, freshSeconds: 300, staleSeconds: 3600 },
  );
}
