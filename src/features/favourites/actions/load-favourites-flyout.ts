'use server';

import { getCatalogueContext, toCardOffer, type PriceView } from '../../catalogue/server';
import { stockQuantityLabel, type StockStatus } from '../../../lib/catalogue/stock-status';
import { getRequestContext, noArgs, parsedAction } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { getVariants } from '../../../lib/upstream/commerce/get-variants';
import { toAnalyticsItem } from '../../analytics';
import { FAVOURITES_FLYOUT_LIST, type FavouriteItemView, type FavouritesFlyoutView } from '../favourites-flyout-view';
import { loadFavouriteArticles } from '../load-favourites';

function priceText(price: PriceView): string | null {
  switch (price.kind) {
    case 'hidden':
    case 'sign-in':
      return null;
    case 'ask':
      return t('favouriteArticles.flyout.askForPrice');
    case 'unavailable':
      return t('favouriteArticles.flyout.priceUnavailable');
    case 'amount':
      return `${price.amount}/${price.unit} ${t('favouriteArticles.flyout.exVat')}`;
  }
}

const stockText = (label: string, status: StockStatus, unit: string | undefined) => {
  const quantity = stockQuantityLabel(status, unit);
  return `${label}: ${status.text}${quantity ? ` (${quantity})` : ''}`;
};

/**
 * The flyout's content, read when it opens (a star pressed in another tab shows): the starred
 * articles with image, name, price and stock for this buyer, from ONE getVariants call. A buyer
 * with EJ_SE_PRISER gets no price: it is not even asked for (getVariants), so none leaves here.
 */
export const loadFavouritesFlyout = parsedAction(noArgs(), (): FavouritesFlyoutView | null => null, async (): Promise<FavouritesFlyoutView | null> => {
  if (!getRequestContext().session) return null;
  const favourites = await loadFavouriteArticles();
  if (!favourites) return null;
  const context = await getCatalogueContext();
  const articleNumbers = favourites.map((favourite) => favourite.articleNumber);
  const variants = await getVariants(context.commerce, {
    articleNumbers,
    token: context.token,
    customerId: context.customerId,
    locationId: context.storeId,
    locationIds: [...new Set([context.storeId, context.centralStorageId])],
    permissions: context.permissions,
  }).catch(() => null);
  if (!variants) return null;
  const byArticle = new Map(variants.map((variant) => [variant.articleNumber, variant]));
  const viewer = { signedIn: true, viewPrices: context.permissions.viewPrices };
  const items = articleNumbers.map((articleNumber, index): FavouriteItemView => {
    const variant = byArticle.get(articleNumber);
    const offer = toCardOffer(variant, viewer, { storeId: context.storeId, centralStorageId: context.centralStorageId });
    return {
      articleNumber,
      name: variant?.name ?? articleNumber,
      slug: variant?.variantSlug ?? null,
      image: variant?.images[0]?.assetUrl ?? null,
      price: priceText(offer.price),
      stock: variant ? [stockText(t('favouriteArticles.flyout.store'), offer.store, offer.unit), stockText(t('favouriteArticles.flyout.delivery'), offer.central, offer.unit)] : [],
      canBuy: Boolean(variant) && offer.online,
      analyticsItem: toAnalyticsItem({ articleNumber, name: variant?.name, netPrice: offer.analyticsPrice, listName: FAVOURITES_FLYOUT_LIST }, index),
    };
  });
  return { items };
});
