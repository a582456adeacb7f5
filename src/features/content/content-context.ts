import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { cache } from 'react';
import type { ShopEnv } from '../../../worker/shop-env';
import type { CacheOutcome } from '../../lib/cache/kv-cache';
import { getRequestContext, getRequestEnv } from '../../lib/request-context';
import { createContentProvider, readContentConfig, type ContentProvider } from '../../lib/upstream/content';
import { reportUnresolvedLinks } from './report-content';

/** Background refreshes of stale entries run after the response when the platform allows it. */
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
 * Counts the request's content cache lookups and reports them as
 * `Server-Timing: content-cache;desc="hit=3 stale=0 miss=1"` (the bench sums them into a hit ratio).
 * Lookups made after the response has started streaming are counted but no longer sent.
 */
function countOutcome(outcome: CacheOutcome): void {
  const c = tryGetContext<ShopEnv>();
  if (!c) return;
  const counts = c.get('contentCache') ?? { hit: 0, stale: 0, miss: 0 };
  counts[outcome] += 1;
  c.set('contentCache', counts);
  try {
    void c.res; // so the header survives the page's response replacing c.res
    c.header('Server-Timing', `content-cache;desc="hit=${counts.hit} stale=${counts.stale} miss=${counts.miss}"`);
  } catch {
    // The response is already on its way.
  }
}

/**
 * The content provider of the current request's brand, built once per request: the brand picks
 * the space, the environment picks delivery or preview, KV holds the shared cache. A missing
 * space or token throws ContentConfigError here, on the first content lookup of the worker.
 */
export const getContentProvider = cache((): ContentProvider => {
  const { brand } = getRequestContext();
  const env = getRequestEnv();
  const config = readContentConfig(env, brand.id);
  return createContentProvider(config, { kv: env.CACHE, brand: brand.id, environment: config.environment, preview: config.preview, onOutcome: countOutcome, ...afterResponse() }, { onUnresolved: reportUnresolvedLinks });
});
