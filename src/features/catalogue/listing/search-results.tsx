import type { ReactNode } from 'react';
import { Link } from 'waku';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import type { PageData } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { LIST_NAMES } from '../../analytics';
import type { CatalogueContext } from '../catalogue-context';
import type { MenuNode } from '../../../lib/upstream/product/catalogue-schemas';
import { listingCards } from './listing-cards';
import { productCountText } from './listing-header';
import { listingHref, type ListingQuery, type ListingSort } from './listing-query';
import { ListingView } from './listing-view';
import type { Listing } from './load-listing';
import { SearchCategories } from './search-categories';

/** The search answer as the page loads it: started once, awaited by the count and the results. */
export type SearchAnswerPromise = Promise<PageData<Listing | null>>;

/** "Sökresultat för …" shortened so a pasted novel stays tidy. */
export const shownQuery = (q: string) => (q.length > 80 ? `${q.slice(0, 79)}…` : q);

/** The heading's product count, streamed into the line the frame keeps for it. */
export async function SearchCount({ answer }: { answer: SearchAnswerPromise }) {
  const loaded = await answer;
  return !loaded.failed && loaded.data ? productCountText(loaded.data.total) : null;
}

interface SearchResultsProps {
  answer: SearchAnswerPromise;
  context: CatalogueContext;
  q: string;
  categoryPath: string | undefined;
  state: ListingQuery;
  sorts: readonly ListingSort[];
  byId: ReadonlyMap<string, MenuNode>;
  /** The content pages matching the search (an async part the page gives; it streams with the cards). */
  contentHits: ReactNode;
}

/**
 * Everything of a search page under its heading: suggested categories, matching content pages,
 * filters, cards and pager. One streamed part, so the content hits and the cards arrive together
 * and neither pushes the other down (issue 13).
 */
export async function SearchResults({ answer, context, q, categoryPath, state, sorts, byId, contentHits }: SearchResultsProps) {
  const loaded = await answer;
  if (loaded.failed) return <ServiceUnavailable textKey={loaded.textKey} />;
  const none = (
    <>
      <p>
        <strong>{t('listing.search.noResults', { q: shownQuery(q) })}</strong>
      </p>
      <p>{t('listing.search.noResultsHint')}</p>
    </>
  );
  const listing = loaded.data;
  if (!listing) return none;
  const base = { q, ...(categoryPath ? { kategori: categoryPath } : {}) };
  return (
    <>
      <SearchCategories categories={listing.categories} />
      {contentHits}
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
        empty={none}
      />
    </>
  );
}

/** "Inom Kabel · Alla kategorier" under the heading of a search within a category. */
export function SearchScope({ q, name, state }: { q: string; name: string; state: ListingQuery }) {
  return (
    <p className="listing-scope">
      {t('listing.search.withinCategory', { name })} · <Link to={listingHref(href('search'), { q }, { ...state, page: 1, through: 1 }) as `/${string}`}>{t('listing.search.allCategories')}</Link>
    </p>
  );
}
