import { ANALYTICS_CURRENCY, itemsValue, withoutPrices, type AnalyticsItem } from './analytics-item';

/**
 * The events of spec point 7 in GA4's e-commerce shape, as plain objects (decision 036). Page
 * types ride on the event of the page they describe (view_cart on the cart, checkout on each step,
 * view_item on the product page) rather than in an event of their own.
 */

export const PAGE_TYPES = ['cart', 'delivery', 'summary', 'checkout-success-page', 'product-detail-page', 'cart-flyout'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type CartEventName = 'add_to_cart' | 'remove_from_cart';

export interface DataLayerEvent {
  event: string;
  page_type?: PageType;
  ecommerce?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Money events carry currency and, where every item has a price, their value. */
function money(items: AnalyticsItem[], pricesVisible: boolean): Record<string, unknown> {
  const payload = pricesVisible ? { items } : withoutPrices({ items });
  const value = pricesVisible ? itemsValue(payload.items) : undefined;
  return value === undefined ? { currency: ANALYTICS_CURRENCY, items: payload.items } : { currency: ANALYTICS_CURRENCY, value, items: payload.items };
}

export const viewItemList = (listName: string, items: AnalyticsItem[]): DataLayerEvent => ({ event: 'view_item_list', ecommerce: { item_list_name: listName, items } });

export const selectItem = (listName: string, items: AnalyticsItem[]): DataLayerEvent => ({ event: 'select_item', ecommerce: { item_list_name: listName, items } });

export const viewItem = (item: AnalyticsItem, pricesVisible: boolean): DataLayerEvent => ({ event: 'view_item', page_type: 'product-detail-page', ecommerce: money([item], pricesVisible) });

export const cartChange = (event: CartEventName, items: AnalyticsItem[], pricesVisible: boolean): DataLayerEvent => ({ event, ecommerce: money(items, pricesVisible) });

export const viewCart = (pageType: 'cart' | 'cart-flyout', items: AnalyticsItem[], pricesVisible: boolean): DataLayerEvent => ({ event: 'view_cart', page_type: pageType, ecommerce: money(items, pricesVisible) });

/** Spec point 2: the step number is the route table's analyticsStep (cart 1 … success 4). */
export const checkoutStep = (step: number, pageType: PageType): DataLayerEvent => ({ event: 'checkout', page_type: pageType, ecommerce: { checkout_step: step } });

export interface PurchaseSource {
  orderId: string;
  /** The brand (spec point 7: affiliation). */
  affiliation: string;
  /** The order's total before VAT; absent when the buyer may not see prices. */
  revenue: number | undefined;
  items: AnalyticsItem[];
}

/** Spec point 7: order id, affiliation = brand, revenue, tax 0, shipping 0. */
export function purchase(source: PurchaseSource, pricesVisible: boolean): DataLayerEvent {
  const items = pricesVisible ? source.items : withoutPrices({ items: source.items }).items;
  const ecommerce: Record<string, unknown> = { transaction_id: source.orderId, affiliation: source.affiliation, currency: ANALYTICS_CURRENCY, tax: 0, shipping: 0, items };
  if (pricesVisible && source.revenue !== undefined) ecommerce.value = Math.round(source.revenue * 100) / 100;
  return { event: 'purchase', page_type: 'checkout-success-page', ecommerce };
}

export interface Promotion {
  /** The content entry's marketingId. */
  marketingId: string;
  creative: string;
  name?: string | undefined;
  slot?: string | undefined;
}

export function promotionEvent(event: 'view_promotion' | 'select_promotion', promotion: Promotion): DataLayerEvent {
  const ecommerce: Record<string, unknown> = { promotion_id: promotion.marketingId, creative_name: promotion.creative };
  if (promotion.name) ecommerce.promotion_name = promotion.name;
  if (promotion.slot) ecommerce.creative_slot = promotion.slot;
  return { event, ecommerce };
}
