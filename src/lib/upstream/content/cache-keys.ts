/**
 * KV keys of the content cache. Every entry key holds the brand's generation: the webhook purges
 * a brand by writing a new generation (one write), after which no request reads the old keys
 * and KV lets them expire. The last-good copy has no generation on purpose: it is what a page
 * falls back to when the content system is down, even right after a purge.
 */

const VERSION = 'v1';
/** Cloudflare KV keys may be at most 512 bytes. */
const MAX_KEY_BYTES = 512;

export interface CacheScope {
  brand: string;
  environment: string;
}

/** One lookup: an operation name and its arguments, e.g. ('page', ['om-oss']). */
export function queryKey(operation: string, args: readonly (string | number)[] = []): string {
  return [operation, ...args.map((arg) => encodeURIComponent(String(arg)))].join(':');
}

export const generationKey = (brand: string) => `content:gen:${brand}`;

export function entryKey(scope: CacheScope, generation: string, query: string): string {
  return checked(`content:${VERSION}:${scope.brand}:${scope.environment}:g${generation}:${query}`);
}

export function lastGoodKey(scope: CacheScope, query: string): string {
  return checked(`content:last:${VERSION}:${scope.brand}:${scope.environment}:${query}`);
}

export const downKey = (scope: CacheScope) => `content:down:${scope.brand}:${scope.environment}`;

/** A new generation: time-based, so two purges never write the same value and no read is needed. */
export const nextGeneration = (now: number = Date.now()) => now.toString(36);

/** Before any purge the generation is '0'. */
export const INITIAL_GENERATION = '0';

function checked(key: string): string {
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) throw new Error(`content cache key too long: ${key.slice(0, 80)}…`);
  return key;
}
