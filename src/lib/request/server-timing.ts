import 'server-only';
import type { CacheOutcome } from '../cache/kv-cache';
import { honoContext } from './hono-context';

/** The KV caches a page reports on, each as one Server-Timing metric. */
export type ReportedCache = 'content-cache' | 'variant-cache' | 'customer-facts';

/**
 * Counts the request's lookups in one KV cache and reports every cache's counts as
 * `Server-Timing: content-cache;desc="hit=3 stale=0 miss=1", variant-cache;desc="hit=1 stale=0 miss=0"`
 * (the bench sums the content cache's into a hit ratio; tests read whether a page's variant came from
 * KV, and whether the customer's facts came from their cookie, kept-customer-facts.ts).
 * Lookups made after the response has started streaming are counted but no longer sent.
 */
export function countCacheOutcome(cache: ReportedCache, outcome: CacheOutcome): void {
  const c = honoContext();
  const all = c.get('cacheOutcomes') ?? {};
  const counts = (all[cache] ??= { hit: 0, stale: 0, miss: 0 });
  counts[outcome] += 1;
  c.set('cacheOutcomes', all);
  const header = Object.entries(all)
    .map(([name, { hit, stale, miss }]) => `${name};desc="hit=${hit} stale=${stale} miss=${miss}"`)
    .join(', ');
  try {
    void c.res; // so the header survives the page's response replacing c.res
    c.header('Server-Timing', header);
  } catch {
    // The response is already on its way.
  }
}

export const countContentCacheOutcome = (outcome: CacheOutcome) => countCacheOutcome('content-cache', outcome);
export const countVariantCacheOutcome = (outcome: CacheOutcome) => countCacheOutcome('variant-cache', outcome);
