import 'server-only';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import type { CatalogueContext } from '../catalogue-context';
import { loadListingOffers } from './listing-offers';
import type { ListingSort } from './listing-query';
import type { Listing } from './load-listing';
import type { CardSettings } from './product-card';
import { LIST_NAMES, type ListName } from '../../analytics';

/**
 * What every card of a page shares: the page's ONE price-and-stock request (started here, not
 * awaited, so the list renders while it runs), the sign-in link back to this listing, the brand's
 * stock colours, whether the viewer can buy and the analytics list the cards are in.
 */
export function listingCards(context: CatalogueContext, listing: Listing, returnTo: string, listName: ListName = LIST_NAMES.product): CardSettings {
  const { brand, session } = getRequestContext();
  return {
    offers: loadListingOffers(context, listing.items.map((item) => item.articleNumber)),
    signInHref: href('logga-in', {}, { returnTo }),
    stockColours: brand.features.stockColours,
    canBuy: session !== null,
    listName,
  };
}

/**
 * The sort orders a listing offers: relevance only for a text query; price orders only for a
 * buyer who may see prices (the order alone would tell the others how prices compare).
 */
export function listingSorts(context: Pick<CatalogueContext, 'permissions'>, { text }: { text: boolean }): ListingSort[] {
  return [
    ...(text ? (['relevance'] as const) : []),
    'popularity',
    'name-asc',
    'name-desc',
    ...(context.permissions.viewPrices ? (['price-asc', 'price-desc'] as const) : []),
  ];
}

/** The sort to ask for: the URL's when this listing offers it, else the service's default. */
export const allowedSort = (sort: ListingSort | undefined, sorts: readonly ListingSort[]) => (sort && sorts.includes(sort) ? sort : undefined);
