import type { KvStore } from './kv-cache';

/**
 * The catalogue's version in KV, written anew by the catalogue webhook after an import or a price
 * list change (worker/routes/catalogue-webhook.ts). Keys of cached catalogue data and pages carry
 * it, so a new value makes everything cached before it unreachable at once.
 */
export const CATALOGUE_VERSION_KEY = 'edge-cache:catalogue-version';
const INITIAL_CATALOGUE_VERSION = '0';

/** The current version; the initial one while none is written or when KV fails. */
export async function readCatalogueVersion(kv: KvStore): Promise<string> {
  const value = await kv.get(CATALOGUE_VERSION_KEY, 'json').catch(() => null);
  return typeof value === 'string' && value !== '' ? value : INITIAL_CATALOGUE_VERSION;
}

/** The webhook's purge: time-based and random, so two bumps never write the same value. */
export async function bumpCatalogueVersion(kv: KvStore, now: number = Date.now()): Promise<string> {
  const version = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await kv.put(CATALOGUE_VERSION_KEY, JSON.stringify(version));
  return version;
}
