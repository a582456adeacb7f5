/**
 * The GA4 e-commerce item of spec points 7 and 9, built from what a page already knows. Plain
 * functions with no browser or zod: both the server (which decides whether a price may leave it)
 * and the browser's data-layer code use them.
 */

/** Spec point 9: the shop sells in SEK only. */
export const ANALYTICS_CURRENCY = 'SEK';

/** Spec point 9's list names; "and others" of the same shape are allowed. */
export const LIST_NAMES = {
  cart: 'cart_list',
  cartFlyout: 'cart_flyout_list',
  product: 'product_list',
  searchResult: 'search_result_list',
  shoppingList: 'shopping_list',
  quickOrder: 'quick_order_list',
  historicOrder: 'historic_order_list',
  favouritesFlyout: 'favorites_flyout_list',
  productPage: 'product_detail_list',
  campaign: 'campaign_list',
  import: 'import_list',
  quote: 'quote_list',
} as const;
export type ListName = (typeof LIST_NAMES)[keyof typeof LIST_NAMES] | (string & {});

export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  /** Absent for a buyer with EJ_SE_PRISER (and wherever no price is known): never 0 instead. */
  price?: number;
  quantity: number;
  item_list_name?: string;
  index?: number;
}

/** What a page or action knows of one article; a price only where the viewer may see prices. */
export interface ItemSource {
  articleNumber: string;
  name?: string | undefined;
  netPrice?: number | null | undefined;
  alloyingPrice?: number | null | undefined;
  quantity?: number | undefined;
  listName?: string | undefined;
  /** 1-based position in its list; defaults to the array index + 1. */
  position?: number | undefined;
}

/** Spec point 9: netPrice plus alloyingPrice with two decimals; none when there is no net price. */
export function analyticsPrice(netPrice: number | null | undefined, alloyingPrice?: number | null): number | undefined {
  if (netPrice == null || !Number.isFinite(netPrice)) return undefined;
  const sum = netPrice + (alloyingPrice != null && Number.isFinite(alloyingPrice) ? alloyingPrice : 0);
  return Math.round(sum * 100) / 100;
}

/** One item; `index` is its place in the array it came in (position defaults to index + 1). */
export function toAnalyticsItem(source: ItemSource, index: number): AnalyticsItem {
  const item: AnalyticsItem = { item_id: source.articleNumber, quantity: source.quantity && source.quantity > 0 ? source.quantity : 1 };
  if (source.name) item.item_name = source.name;
  const price = analyticsPrice(source.netPrice, source.alloyingPrice);
  if (price !== undefined) item.price = price;
  if (source.listName) item.item_list_name = source.listName;
  item.index = source.position ?? index + 1;
  return item;
}

export const toAnalyticsItems = (sources: readonly ItemSource[]): AnalyticsItem[] => sources.map(toAnalyticsItem);

/** The rule of spec point 6 as a last guard: a buyer who may not see prices sends none. */
export function withoutPrices<T extends { items: AnalyticsItem[]; value?: number }>(payload: T): T {
  const { value: _value, ...rest } = payload;
  return { ...rest, items: payload.items.map(({ price: _price, ...item }) => item) } as T;
}

/** The sum of price × quantity, two decimals; undefined when any item has no price. */
export function itemsValue(items: readonly AnalyticsItem[]): number | undefined {
  if (items.some((item) => item.price === undefined)) return undefined;
  return Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0) * 100) / 100;
}
