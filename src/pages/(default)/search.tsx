import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { Streamed } from '../../components/streaming/streamed';
import { getCatalogueContext } from '../../features/catalogue/catalogue-context';
import { ListingPlaceholder } from '../../features/catalogue/listing/category-listing';
import { allowedSort, listingSorts } from '../../features/catalogue/listing/listing-cards';
import { ListingHeader } from '../../features/catalogue/listing/listing-header';
import { hasFilters, isCategoryPath, parseListingQuery } from '../../features/catalogue/listing/listing-query';
import { loadListing } from '../../features/catalogue/listing/load-listing';
import { loadMenu, menuById } from '../../features/catalogue/listing/load-menu';
import { PageMeta } from '../../features/catalogue/listing/page-meta';
import { pageExists } from '../../features/catalogue/listing/paging';
import { SearchCount, SearchResults, SearchScope, shownQuery, type SearchAnswerPromise } from '../../features/catalogue/listing/search-results';
import { SearchPageHits } from '../../features/content/search-page-hits';
import { getRequestContext, loadPageData } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';

/** The search service reads 200 characters. */
const MAX_QUERY = 200;

/**
 * Whether the answer itself can depend on the search: digits may be an article number or EAN
 * with a single hit (a redirect to its product), a later page or an unknown category a 404. Only
 * then is the search awaited before the first byte; every other search streams (issue 13).
 */
const decidesStatus = (q: string, page: number, categoryPath: string | undefined) => /^[\d\s-]+$/.test(q) || page > 1 || categoryPath !== undefined;

// Search results: the category listing for a text query, optionally within a category. An exact
// article number or EAN with a single hit goes straight to its product page.
export default async function SearchPage({ query }: PageProps<'/search'>) {
  const params = new URLSearchParams(query);
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (!q) redirect('/');
  const scope = params.get('kategori') ?? '';
  const categoryPath = isCategoryPath(scope) ? scope : undefined;
  const context = await getCatalogueContext();
  const sorts = listingSorts(context, { text: true });
  const parsed = parseListingQuery(params);
  const state = { ...parsed, sort: allowedSort(parsed.sort, sorts) };
  const answer: SearchAnswerPromise = loadPageData(() => loadListing(context, { q, ...(categoryPath ? { categoryPath } : {}) }, state));
  const menu = loadMenu(context).catch(() => []);

  if (decidesStatus(q, state.page, categoryPath)) {
    const loaded = await answer;
    const listing = loaded.failed ? undefined : loaded.data;
    if (listing === null || (listing && !pageExists(state.page, listing.pageCount))) notFound();
    const exact = listing?.exactMatch && listing.total === 1 && !hasFilters(state.filters) ? listing.items.find((item) => item.articleNumber === listing.exactMatch) : undefined;
    if (exact) redirect(href('produkt-slug', { slug: exact.variantSlug }));
  }

  const byId = menuById(await menu);
  const scopeName = categoryPath ? [...byId.values()].find((node) => node.path === categoryPath)?.name : undefined;
  const { brand } = getRequestContext();
  const title = t('listing.search.heading', { q: shownQuery(q) });
  return (
    <div className="listing-page">
      <PageMeta title={t('listing.search.title', { q: shownQuery(q) })} description={t('listing.search.metaDescription', { q: shownQuery(q), brand: brand.name })} canonicalPath={`${href('search')}?q=${encodeURIComponent(q)}`} />
      <meta name="robots" content="noindex, follow" />
      <ListingHeader
        title={title}
        countSlot={<Streamed fallback={'\u00a0'}><SearchCount answer={answer} /></Streamed>}
        lead={scopeName ? <SearchScope q={q} name={scopeName} state={state} /> : undefined}
      />
      <Streamed fallback={<ListingPlaceholder />}>
        <SearchResults answer={answer} context={context} q={q} categoryPath={categoryPath} state={state} sorts={sorts} byId={byId} contentHits={<SearchPageHits q={q} />} />
      </Streamed>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
