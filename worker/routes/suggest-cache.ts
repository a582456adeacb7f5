import type { Context } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { hadUpstreamFault } from '../../src/lib/request/upstream-faults';
import { defaultCache, EDGE_CACHE_HEADER, EDGE_CACHE_TTL_SECONDS, requestCacheKey } from '../edge-cache/edge-cache';

/**
 * Search-as-you-type answers kept in the edge cache (decision 048): an answer depends on the
 * brand, the assortment, the language, the mode and the words, on the catalogue and the brand's
 * content, and on nothing of the buyer, so every buyer of an assortment who types the same
 * letters gets it from the colo instead of two upstream searches. The catalogue and content
 * webhooks purge it as they purge pages: their versions are in the key. Resolves to the answer's
 * JSON text: a hit goes out as it was stored, without being parsed and written again.
 */
export async function cachedSuggestions(c: Context<ShopEnv>, input: { q: string; assortment: string | undefined }, answer: () => Promise<unknown>): Promise<string> {
  const cache = defaultCache();
  if (!cache) return JSON.stringify(await answer());
  const key = await requestCacheKey(c, { assortment: input.assortment ?? 'default', path: '/api/search/suggest', search: new URLSearchParams({ q: input.q }).toString() });
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    c.header(EDGE_CACHE_HEADER, 'hit');
    return hit.text();
  }
  const fresh = JSON.stringify(await answer());
  c.header(EDGE_CACHE_HEADER, 'miss');
  // An answer without the content pages because the content system failed is this visitor's only.
  // Stored before it is sent, as pages are, so the next key press finds it.
  if (!hadUpstreamFault(c.req.raw)) {
    const stored = new Response(fresh, { headers: { 'content-type': 'application/json', 'cache-control': `max-age=${EDGE_CACHE_TTL_SECONDS}` } });
    await cache.put(key, stored).catch(() => undefined);
  }
  return fresh;
}
