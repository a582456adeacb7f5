import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { Suspense } from 'react';
import { Link } from 'waku';
import { getCatalogueContext } from '../../features/catalogue/catalogue-context';
import { allowedSort, listingCards, listingSorts } from '../../features/catalogue/listing/listing-cards';
import { ListingHeader } from '../../features/catalogue/listing/listing-header';
import { hasFilters, isCategoryPath, listingHref, parseListingQuery } from '../../features/catalogue/listing/listing-query';
import { ListingView } from '../../features/catalogue/listing/listing-view';
import { loadListing } from '../../features/catalogue/listing/load-listing';
import { loadMenu, menuById } from '../../features/catalogue/listing/load-menu';
import { PageMeta } from '../../features/catalogue/listing/page-meta';
import { pageExists } from '../../features/catalogue/listing/paging';
import { SearchCategories } from '../../features/catalogue/listing/search-categories';
import { SearchPageHits } from '../../features/content/search-page-hits';
import { ServiceUnavailable } from '../../components/feedback/service-unavailable';
import { getRequestContext, loadPageData } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { LIST_NAMES } from '../../features/analytics';

/** The search service reads 200 characters; the heading shows fewer so a pasted novel stays tidy. */
const MAX_QUERY = 200;
const shown = (q: string) => (q.length > 80 ? `${q.slice(0, 79)}…` : q);

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
  const [loaded, menu] = await Promise.all([
    loadPageData(() => loadListing(context, { q, ...(categoryPath ? { categoryPath } : {}) }, state)),
    loadMenu(context).catch(() => []),
  ]);
  // The search service down or stalled past its page budget: the heading and the spec's message.
  if (loaded.failed) {
    return (
      <div className="listing-page">
        <ListingHeader title={t('listing.search.heading', { q: shown(q) })} />
        <ServiceUnavailable textKey={loaded.textKey} />
      </div>
    );
  }
  const listing = loaded.data;
  if (!listing || !pageExists(state.page, listing.pageCount)) notFound();
  const exact = listing.exactMatch && listing.total === 1 && !hasFilters(state.filters) ? listing.items.find((item) => item.articleNumber === listing.exactMatch) : undefined;
  if (exact) redirect(href('produkt-slug', { slug: exact.variantSlug }));

  const base = { q, ...(categoryPath ? { kategori: categoryPath } : {}) };
  const byId = menuById(menu);
  const scopeName = categoryPath ? [...byId.values()].find((node) => node.path === categoryPath)?.name : undefined;
  const { brand } = getRequestContext();
  return (
    <div className="listing-page">
      <PageMeta title={t('listing.search.title', { q: shown(q) })} description={t('listing.search.metaDescription', { q: shown(q), brand: brand.name })} canonicalPath={`${href('search')}?q=${encodeURIComponent(q)}`} />
      <meta name="robots" content="noindex, follow" />
      <ListingHeader
        title={t('listing.search.heading', { q: shown(q) })}
        count={listing.total}
        lead={
          scopeName ? (
            <p className="listing-scope">
              {t('listing.search.withinCategory', { name: scopeName })} · <Link to={listingHref(href('search'), { q }, { ...state, page: 1, through: 1 }) as `/${string}`}>{t('listing.search.allCategories')}</Link>
            </p>
          ) : undefined
        }
      />
      <SearchCategories categories={listing.categories} />
      <Suspense fallback={null}>
        <SearchPageHits q={q} />
      </Suspense>
      <ListingView
        path={href('search')}
        base={base}
        state={state}
        listing={listing}
        sorts={sorts}
        cards={listingCards(context, listing, listingHref(href('search'), base, state), LIST_NAMES.searchResult)}
        categoryHref={(id) => {
          const node = byId.get(id);
          return node ? (listingHref(href('search'), { q, kategori: node.path }, { ...state, page: 1, through: 1 }) as `/${string}`) : undefined;
        }}
        history
        empty={
          <>
            <p>
              <strong>{t('listing.search.noResults', { q: shown(q) })}</strong>
            </p>
            <p>{t('listing.search.noResultsHint')}</p>
          </>
        }
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
