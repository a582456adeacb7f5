import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { loadPageData } from '../../../lib/request';
import { t } from '../../../lib/texts';
import type { CatalogueContext } from '../catalogue-context';
import { listingCards } from './listing-cards';
import { listingHref, type ListingQuery, type ListingSort } from './listing-query';
import { ListingView } from './listing-view';
import { loadListing } from './load-listing';

interface CategoryListingProps {
  context: CatalogueContext;
  categoryPath: string;
  /** The category page's own path ("/kategorier/el/kabel"). */
  path: string;
  state: ListingQuery;
  sorts: readonly ListingSort[];
}

/**
 * The products of a category: filters, cards, pager. Streamed in under <ListingPlaceholder>
 * after the page's frame (header, banners, breadcrumbs, title) has gone out, so the search call
 * and the rendering of 48 cards no longer hold the first byte (issue 13). Whether the category
 * exists (404) is decided before, by the page.
 */
export async function CategoryListing({ context, categoryPath, path, state, sorts }: CategoryListingProps) {
  const loaded = await loadPageData(() => loadListing(context, { categoryPath }, state));
  if (loaded.failed) return <ServiceUnavailable textKey={loaded.textKey} />;
  const listing = loaded.data;
  // The search service does not list the category the product service knows: nothing to show.
  if (!listing) return <p className="listing__empty">{t('listing.noProductsHint')}</p>;
  return (
    <ListingView
      path={path}
      base={{}}
      state={state}
      listing={listing}
      sorts={sorts}
      cards={listingCards(context, listing, listingHref(path, {}, state))}
      history
      empty={<p>{t('listing.noProductsHint')}</p>}
    />
  );
}

/**
 * Holds the listing's place while it streams: taller than any screen, so when the cards replace
 * it nothing on screen moves (only the footer, out of sight, does).
 */
export function ListingPlaceholder() {
  return (
    <div className="listing-placeholder" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
