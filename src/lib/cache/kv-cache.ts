/** The part of a KV namespace the cache needs (a fake in unit tests). */
export interface KvStore {
  get(key: string, type: 'json'): Promise<unknown>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CacheOptions<T = unknown> {
  /** Served without a look upstream for this long. */
  freshSeconds: number;
  /** After that, served stale while a refresh runs in the background, for this long. */
  staleSeconds: number;
  /** Runs the background refresh past the response (ExecutionContext.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Told what the lookup did: a fresh hit, a stale hit (refreshed in the background) or a miss. */
  onOutcome?: (outcome: CacheOutcome) => void;
  /** Whether a loaded value is worth keeping; by default every one is (an answer of "not found" may not be). */
  keep?: (value: T) => boolean;
  /** Reads a kept value back; one that no longer passes (written by an older build) counts as missing. */
  read?: (value: unknown) => T | undefined;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** What a caller of a cached loader passes on: the platform's waitUntil and who is told the outcome. */
export type CacheHooks = Pick<CacheOptions, 'waitUntil' | 'now' | 'onOutcome'>;

/**
 * Stale-while-revalidate over KV for shared, non-personal data (menus, category structure,
 * content). A fresh entry is served as it is; a stale one is served while it is refreshed in the
 * background; a missing one, or any KV failure, falls through to the loader.
 */
export async function cachedJson<T>(kv: KvStore | undefined, key: string, load: () => Promise<T>, options: CacheOptions<T>): Promise<T> {
  if (!kv) return load();
  const now = options.now ?? Date.now;
  const entry = readEntry(await kv.get(key, 'json').catch(() => null), options.read);
  const age = entry ? (now() - entry.storedAt) / 1000 : Infinity;
  const store = async () => {
    const value = await load();
    if (options.keep && !options.keep(value)) return value;
    await kv.put(key, JSON.stringify({ value, storedAt: now() } satisfies Entry<T>), { expirationTtl: Math.max(60, options.freshSeconds + options.staleSeconds) }).catch(() => undefined);
    return value;
  };
  if (entry && age < options.freshSeconds) {
    options.onOutcome?.('hit');
    return entry.value;
  }
  if (entry && age < options.freshSeconds + options.staleSeconds) {
    options.onOutcome?.('stale');
    const refresh = store().catch(() => undefined);
    if (options.waitUntil) options.waitUntil(refresh);
    return entry.value;
  }
  options.onOutcome?.('miss');
  return store();
}

function readEntry<T>(stored: unknown, read: ((value: unknown) => T | undefined) | undefined): Entry<T> | null {
  if (typeof stored !== 'object' || stored === null || !('storedAt' in stored) || typeof stored.storedAt !== 'number') return null;
  const value = read ? read((stored as { value?: unknown }).value) : (stored as Entry<T>).value;
  return value === undefined ? null : { value, storedAt: stored.storedAt };
}
