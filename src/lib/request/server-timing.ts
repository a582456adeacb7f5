import 'server-only';
import type { CacheOutcome } from '../cache/kv-cache';
import { honoContext } from './hono-context';

/**
 * Counts the request's content cache lookups and reports them as
 * `Server-Timing: content-cache;desc="hit=3 stale=0 miss=1"` (the bench sums them into a hit ratio).
 * Lookups made after the response has started streaming are counted but no longer sent.
 */
export function countContentCacheOutcome(outcome: CacheOutcome): void {
  const c = honoContext();
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
