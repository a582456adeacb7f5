import type { SearchSort } from '../../../lib/upstream/search/search-products';

/**
 * The state of a product listing as it lives in the URL, so that a link (or a GET form without
 * JavaScript) reproduces it exactly: facet filters, sort and the pages shown. Anything a visitor
 * types into the query string is cut down to what the search service accepts, so hostile or
 * absurd input yields a normal page instead of an upstream 400.
 */

export const PAGE_SIZE = 48;
/** "Visa fler" shows at most this many pages at once: 4 × 48 stays under getVariants' 200 articles. */
export const MAX_PAGES_SHOWN = 4;

export const PARAM = { page: 'sida', through: 'till', sort: 'sortering', filter: 'filter' } as const;

export const LISTING_SORTS = ['relevance', 'popularity', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const satisfies readonly SearchSort[];
export type ListingSort = (typeof LISTING_SORTS)[number];

// The search service's own limits (backend/src/search/search-request.ts).
const MAX_FACETS = 20;
const MAX_VALUES_PER_FACET = 50;
const MAX_NAME = 60;
const MAX_VALUE = 100;
/** Filters that are not facets of the search service: categories are chosen by path. */
const RESERVED_FACETS = new Set(['category']);

export type Filters = Record<string, string[]>;

export interface ListingQuery {
  /** First page shown (1-based). */
  page: number;
  /** Last page shown: more than `page` after "Visa fler". */
  through: number;
  sort: ListingSort | undefined;
  filters: Filters;
}

const isSort = (value: string | null): value is ListingSort => (LISTING_SORTS as readonly (string | null)[]).includes(value);

/** A page number: digits only; anything else is the first page (a huge number stays huge: the page answers 404). */
function pageNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const page = Number(value.trim());
  return page >= 1 ? page : undefined;
}

/** "Färg:Vit" → ["Färg", "Vit"]; split on the first colon, as values may hold colons. */
function splitFilter(raw: string): [string, string] | undefined {
  const at = raw.indexOf(':');
  if (at <= 0) return undefined;
  const name = raw.slice(0, at).trim();
  const value = raw.slice(at + 1).trim();
  if (!name || !value || name.length > MAX_NAME || value.length > MAX_VALUE || RESERVED_FACETS.has(name)) return undefined;
  return [name, value];
}

export function parseFilters(values: readonly string[]): Filters {
  // A Map, not an object literal: a facet called "__proto__" must stay an ordinary name.
  const filters = new Map<string, string[]>();
  // Bounded whatever the URL holds: never more work than the service would accept.
  for (const raw of values.slice(0, MAX_FACETS * MAX_VALUES_PER_FACET)) {
    const pair = splitFilter(raw);
    if (!pair) continue;
    const [name, value] = pair;
    const list = filters.get(name);
    if (list) {
      if (!list.includes(value) && list.length < MAX_VALUES_PER_FACET) list.push(value);
    } else if (filters.size < MAX_FACETS) {
      filters.set(name, [value]);
    }
  }
  return Object.fromEntries(filters);
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = pageNumber(params.get(PARAM.page)) ?? 1;
  const wanted = pageNumber(params.get(PARAM.through)) ?? page;
  const through = Math.min(Math.max(wanted, page), page + MAX_PAGES_SHOWN - 1);
  const sort = params.get(PARAM.sort);
  return { page, through, sort: isSort(sort) ? sort : undefined, filters: parseFilters(params.getAll(PARAM.filter)) };
}

export const filterValue = (name: string, value: string) => `${name}:${value}`;

export const hasFilters = (filters: Filters) => Object.values(filters).some((values) => values.length > 0);

/** The query string of a state, in a stable order, leaving out defaults (page 1, no sort). */
export function listingSearch(base: Readonly<Record<string, string>>, state: ListingQuery): string {
  const params = new URLSearchParams(base);
  for (const [name, values] of Object.entries(state.filters)) for (const value of values) params.append(PARAM.filter, filterValue(name, value));
  if (state.sort) params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.through > state.page) params.set(PARAM.through, String(state.through));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A link to the listing at `path` in `state`, e.g. "/kategorier/el?filter=Färg%3AVit&sida=2". */
export const listingHref = (path: string, base: Readonly<Record<string, string>>, state: ListingQuery) => `${path}${listingSearch(base, state)}`;

/** The same listing without one filter value, back on the first page (for "remove filter" chips). */
export function withoutFilter(state: ListingQuery, name: string, value: string): ListingQuery {
  const filters: Filters = {};
  for (const [key, values] of Object.entries(state.filters)) {
    const kept = key === name ? values.filter((candidate) => candidate !== value) : values;
    if (kept.length > 0) filters[key] = kept;
  }
  return { ...state, filters, page: 1, through: 1 };
}

/** The same filters and sort on other pages. */
export const onPages = (state: ListingQuery, page: number, through = page): ListingQuery => ({ ...state, page, through });

/** The product service's rule for a category slug path: a path it would refuse is no category. */
const CATEGORY_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5}$/;
export const isCategoryPath = (path: string) => path.length <= 300 && CATEGORY_PATH.test(path);
