import 'server-only';
import type { VariantSummary } from '../../../lib/catalogue/variant';
import { UpstreamError } from '../../../lib/upstream';
import { searchProducts, type SearchAnswer } from '../../../lib/upstream/search/search-products';
import type { CatalogueContext } from '../catalogue-context';
import { PAGE_SIZE, type ListingQuery, type ListingSort } from './listing-query';
import { pageCountOf } from './paging';

/** What a listing lists: a text query, a category subtree, a campaign (or a query in a category). */
export interface ListingSource {
  q?: string;
  categoryPath?: string;
  campaign?: string;
}

export interface Listing {
  total: number;
  pageCount: number;
  items: VariantSummary[];
  facets: SearchAnswer['facets'];
  categories: SearchAnswer['categories'];
  exactMatch: string | null;
  sort: ListingSort;
}

/** The service pages no further than its result window (10,000 hits). */
export const MAX_PAGE = Math.ceil(10_000 / PAGE_SIZE);
/** The service reads the first 200 characters of a query; sending more only costs bytes. */
const MAX_QUERY = 200;

/**
 * The products of the pages shown, with facets, category suggestions and counts. Several pages
 * ("Visa fler") are fetched side by side, facets only with the first. Null when the service does
 * not know the category or campaign (the page answers 404); other failures are real errors.
 */
export async function loadListing(context: Pick<CatalogueContext, 'search' | 'assortment'>, source: ListingSource, state: ListingQuery): Promise<Listing | null> {
  if (state.page > MAX_PAGE) return null;
  const through = Math.min(state.through, MAX_PAGE);
  const q = source.q?.trim().slice(0, MAX_QUERY);
  const pages = Array.from({ length: through - state.page + 1 }, (_, index) => state.page + index);
  try {
    const answers = await Promise.all(
      pages.map((page, index) =>
        searchProducts(context.search, {
          ...(q ? { q } : {}),
          ...(source.categoryPath ? { categoryPath: source.categoryPath } : {}),
          ...(source.campaign ? { campaign: source.campaign } : {}),
          ...(context.assortment ? { assortment: context.assortment } : {}),
          facets: state.filters,
          ...(state.sort ? { sort: state.sort } : {}),
          page,
          pageSize: PAGE_SIZE,
          withFacets: index === 0,
          withCategories: index === 0 && !!q,
        }),
      ),
    );
    const [first] = answers;
    if (!first) return null;
    return {
      total: first.total,
      pageCount: pageCountOf(first.total, PAGE_SIZE, first.maxResultWindow),
      items: answers.flatMap((answer) => answer.items),
      facets: first.facets,
      categories: first.categories,
      exactMatch: first.exactMatch,
      sort: first.sort,
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}
