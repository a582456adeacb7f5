import { readCatalogueVersion } from '../../src/lib/cache/catalogue-version';
import type { KvStore } from '../../src/lib/cache/kv-cache';
import { readContentGeneration } from '../../src/lib/upstream/content/content-cache';

export interface EdgeCacheVersions {
  /** The catalogue's version (src/lib/cache/catalogue-version.ts): a new one makes every cached page of every brand unreachable. */
  catalogue: string;
  /** The brand's content generation, the one the content webhook writes (content-cache.ts). */
  content: string;
}

/** Both versions a cache key carries, read together (one round of KV reads per cacheable request). */
export async function readEdgeCacheVersions(kv: KvStore, brand: string): Promise<EdgeCacheVersions> {
  const [catalogue, content] = await Promise.all([readCatalogueVersion(kv), readContentGeneration(kv, brand)]);
  return { catalogue, content };
}
