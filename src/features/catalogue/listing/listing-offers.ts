import 'server-only';
import { getOffers } from '../../../lib/upstream/commerce/get-variants';
import type { CatalogueContext } from '../catalogue-context';
import { toCardOffer, unavailablePrice, type CardOffer } from './offer-view';

export type ListingOffers = Promise<ReadonlyMap<string, CardOffer>>;

type OfferContext = Pick<CatalogueContext, 'commerce' | 'token' | 'customerId' | 'storeId' | 'centralStorageId' | 'permissions'>;

/**
 * Price and stock for every card of a listing page in ONE commerce getVariants call (its offer
 * fields only, GET_OFFERS_QUERY). A page calls this once and hands the promise to its cards; a
 * card can only read the map, it has no way to call the service itself, so a page cannot turn
 * into one call per card.
 *
 * Deferred data: it never throws. A failed call shows every card without price and stock rather
 * than an error page (the product list itself is already on screen).
 */
export async function loadListingOffers(context: OfferContext, articleNumbers: readonly string[]): ListingOffers {
  const viewer = { signedIn: context.customerId !== undefined && context.token !== undefined, viewPrices: context.permissions.viewPrices };
  const places = { storeId: context.storeId, centralStorageId: context.centralStorageId };
  if (articleNumbers.length === 0) return new Map();
  try {
    const variants = await getOffers(context.commerce, {
      articleNumbers: [...articleNumbers],
      token: context.token,
      customerId: context.customerId,
      locationId: context.storeId,
      locationIds: [...new Set([context.storeId, context.centralStorageId])],
      permissions: context.permissions,
    });
    const byArticle = new Map(variants.map((variant) => [variant.articleNumber, variant]));
    return new Map(articleNumbers.map((articleNumber) => [articleNumber, toCardOffer(byArticle.get(articleNumber), viewer, places)]));
  } catch {
    // Unknown is not "not purchasable": only price and stock are missing.
    const offline: CardOffer = { ...toCardOffer(undefined, viewer, places), price: unavailablePrice(viewer), online: true, inStore: true };
    return new Map(articleNumbers.map((articleNumber) => [articleNumber, offline]));
  }
}
