import type { KvStore } from '../../src/lib/cache/kv-cache';
import { generationKey, INITIAL_GENERATION } from '../../src/lib/upstream/content/cache-keys';

/** The catalogue's version in KV: a new value makes every cached page of every brand unreachable. */
export const CATALOGUE_VERSION_KEY = 'edge-cache:catalogue-version';
const INITIAL_VERSION = '0';

export interface EdgeCacheVersions {
  catalogue: string;
  /** The brand's content generation, the one the content webhook writes (content-cache.ts). */
  content: string;
}

async function readString(kv: KvStore, key: string, fallback: string): Promise<string> {
  const value = await kv.get(key, 'json').catch(() => null);
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Both versions a cache key carries, read together (one round of KV reads per cacheable request). */
export async function readEdgeCacheVersions(kv: KvStore, brand: string): Promise<EdgeCacheVersions> {
  const [catalogue, content] = await Promise.all([readString(kv, CATALOGUE_VERSION_KEY, INITIAL_VERSION), readString(kv, generationKey(brand), INITIAL_GENERATION)]);
  return { catalogue, content };
}

/** The catalogue webhook's purge: time-based and random, so two bumps never write the same value. */
export async function bumpCatalogueVersion(kv: KvStore, now: number = Date.now()): Promise<string> {
  const version = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await kv.put(CATALOGUE_VERSION_KEY, JSON.stringify(version));
  return version;
}
