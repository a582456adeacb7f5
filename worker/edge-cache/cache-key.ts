/** Bumped when the shape of a stored entry changes: old entries are then never read again. */
const KEY_VERSION = 'v1';

export interface EdgeCacheKeyParts {
  /** The brand's own origin ("https://www.ljusgrossen.se"): entries live on the brand's host. */
  origin: string;
  brand: string;
  /** "default" for pages (only signed-out visitors' are cached, decision 039); the buyer's for suggestions (decision 048). */
  assortment: string;
  locale: string;
  mode: string;
  /** The deploy's build (waku.config.ts): a page names its build's script files. */
  build: string;
  catalogueVersion: string;
  contentGeneration: string;
  path: string;
  /** The raw query string without "?". */
  search: string;
}

/**
 * The Cache API key of a page: every fact the signed-out page depends on is a path segment, the
 * query is sorted by name (a stable sort: repeated names keep their order), so `?b=2&a=1` and
 * `?a=1&b=2` share an entry. A new build, catalogue version or content generation gives new keys:
 * that is the purge.
 */
export function edgeCacheKey(parts: EdgeCacheKeyParts): string {
  const query = new URLSearchParams(parts.search);
  query.sort();
  const sorted = query.toString();
  const segments = [KEY_VERSION, parts.brand, parts.assortment, parts.locale, parts.mode, `b${parts.build}.c${parts.catalogueVersion}.k${parts.contentGeneration}`].map(encodeURIComponent);
  const path = parts.path.startsWith('/') ? parts.path : `/${parts.path}`;
  return `${parts.origin}/__edge-cache/${segments.join('/')}${path}${sorted ? `?${sorted}` : ''}`;
}
