import type { AnalyticsItem } from '../analytics';

/** One starred article as the header's favourites flyout shows it: display strings, and its analytics item. */
export interface FavouriteItemView {
  articleNumber: string;
  name: string;
  /** The product page; null when the catalogue no longer has the article. */
  slug: string | null;
  image: string | null;
  /** "1 234,50 kr/st exkl. moms", "Pris på förfrågan"; null for a buyer who may not see prices. */
  price: string | null;
  /** "Butik: I lager i butik (12 st)", "Leverans: I centrallager (300 st)". */
  stock: string[];
  canBuy: boolean;
  /** The article as an item of the favorites_flyout_list (view_item_list when it shows); a price only for those who may see it. */
  analyticsItem: AnalyticsItem;
}

export interface FavouritesFlyoutView {
  items: FavouriteItemView[];
}

/** The list name analytics know the flyout by (spec point 9). */
export const FAVOURITES_FLYOUT_LIST = 'favorites_flyout_list';
