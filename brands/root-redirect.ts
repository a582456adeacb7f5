import type { BrandConfig } from './brand-schema';

export interface RootRedirectAnswer {
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
}

/**
 * The root redirect of a brand for this host (spec point 2), or null for the front page. The
 * visitor's query string travels along (campaign tags on a printed address keep working).
 */
export function rootRedirectFor(brand: BrandConfig, hostname: string, search = ''): RootRedirectAnswer | null {
  const redirect = brand.rootRedirect;
  if (!redirect) return null;
  if (redirect.hostnames && !redirect.hostnames.includes(hostname)) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const [path, own] = redirect.path.split('?');
  const location = own ? `${path}?${own}${query ? `&${query.slice(1)}` : ''}` : `${path}${query}`;
  return { location, status: redirect.statusCode };
}
