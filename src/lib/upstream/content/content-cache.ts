import { cachedJson, type CacheOutcome, type KvStore } from '../../cache/kv-cache';
import { downKey, entryKey, generationKey, INITIAL_GENERATION, lastGoodKey, nextGeneration, type CacheScope } from './cache-keys';
import { ContentUnavailableError } from './content-errors';

/**
 * Content in KV with stale-while-revalidate, per brand, environment and query. Preview requests
 * bypass it (editors must see their drafts at once). When the content system fails, the last good
 * copy is served instead of an error page, and a short "down" mark saves the next requests from
 * waiting through the client's retries again.
 */

export interface ContentCache extends CacheScope {
  kv: KvStore | undefined;
  preview: boolean;
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Per request: the generation is read once, not per lookup. */
  generation?: Promise<string>;
  /** Told what each lookup did (the Server-Timing header of the request). */
  onOutcome?: (outcome: CacheOutcome) => void;
}

/** Fresh for five minutes; after that served stale (and refreshed) for a week. */
export const FRESH_SECONDS = 300;
export const STALE_SECONDS = 7 * 24 * 3600;
const LAST_GOOD_SECONDS = 30 * 24 * 3600;
/** KV's shortest expiry. */
const DOWN_SECONDS = 60;

/** Thrown instead of calling a content system that failed within the last minute. */
class MarkedDownError extends ContentUnavailableError {}

/** Failures that say "the system is down", not "this one query was wrong". */
const isOutage = (error: ContentUnavailableError) => !(error instanceof MarkedDownError) && (error.status === 0 || error.status === 429 || error.status >= 500);

interface Stored<T> {
  value: T;
  storedAt: number;
}

/** The brand's content generation: what the webhook wrote last, the initial one before that or when KV fails. */
export async function readContentGeneration(kv: KvStore, brand: string): Promise<string> {
  const value = await kv.get(generationKey(brand), 'json').catch(() => null);
  return typeof value === 'string' && value !== '' ? value : INITIAL_GENERATION;
}

/** The webhook's purge: one write makes every cached entry of the brand unreachable. */
export async function purgeBrandContent(kv: KvStore, brand: string, now?: number): Promise<string> {
  const generation = nextGeneration(now);
  await kv.put(generationKey(brand), JSON.stringify(generation));
  return generation;
}

export async function cachedContent<T>(cache: ContentCache, query: string, load: () => Promise<T>): Promise<T> {
  const { kv } = cache;
  if (cache.preview || !kv) return load();
  cache.generation ??= readContentGeneration(kv, cache.brand);
  const key = entryKey(cache, await cache.generation, query);
  const lastKey = lastGoodKey(cache, query);

  const loadAndKeep = async () => {
    if (await kv.get(downKey(cache), 'json').catch(() => null)) throw new MarkedDownError('content system marked down', 0);
    const value = await load();
    await kv.put(lastKey, JSON.stringify({ value, storedAt: Date.now() } satisfies Stored<T>), { expirationTtl: LAST_GOOD_SECONDS }).catch(() => undefined);
    return value;
  };
  try {
    return await cachedJson(kv, key, loadAndKeep, { freshSeconds: FRESH_SECONDS, staleSeconds: STALE_SECONDS, ...(cache.waitUntil ? { waitUntil: cache.waitUntil } : {}), ...(cache.onOutcome ? { onOutcome: cache.onOutcome } : {}) });
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    if (isOutage(error)) {
      await kv.put(downKey(cache), JSON.stringify(true), { expirationTtl: DOWN_SECONDS }).catch(() => undefined);
    }
    const last = (await kv.get(lastKey, 'json').catch(() => null)) as Stored<T> | null;
    if (last) return last.value;
    throw error;
  }
}
