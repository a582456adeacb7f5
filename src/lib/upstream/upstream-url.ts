/**
 * Joining a service's base address with an operation's path and query. Base addresses
 * come from configuration with or without a trailing slash and paths are written with a
 * leading one; a plain `new URL(path, base)` would drop the base's own path prefix.
 */

export type UpstreamQuery = Readonly<Record<string, string | number | boolean | undefined>>;

export function buildUpstreamUrl(baseUrl: string, path: string, query?: UpstreamQuery): URL {
  const joined = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // Throws a TypeError for a relative or malformed base: a configuration bug to surface early.
  const url = new URL(joined);
  for (const [name, value] of Object.entries(query ?? {})) {
    // Optional filters are passed as undefined and simply left out of the query string.
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}
