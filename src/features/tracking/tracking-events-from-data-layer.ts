import type { OutgoingTrackingEvent, TrackingEventType } from './tracking-limits';

/**
 * Spec point 7's tracking events, read off the data-layer events the shop already pushes: a card
 * chosen from a list (select_item) is a click, add_to_cart an addtocart, purchase a purchase with
 * its order id. One tracking event per item, with article number and quantity only (spec point 5).
 * Reading them here means every place that changes the cart tracks without code of its own, and
 * the data layer's gate (tag manager configured, consent given) governs both.
 */
const TYPE_BY_DATA_LAYER_EVENT: Record<string, TrackingEventType> = { select_item: 'click', add_to_cart: 'addtocart', purchase: 'purchase' };

const ARTICLE_NUMBER = /^\d{1,20}$/;
const LIST_NAME = /^[a-z][a-z0-9_]{0,59}$/;

interface PushedItem {
  item_id?: unknown;
  quantity?: unknown;
  item_list_name?: unknown;
}

interface PushedEvent {
  event?: unknown;
  ecommerce?: { items?: unknown; item_list_name?: unknown; transaction_id?: unknown } | null | undefined;
}

const listNameOf = (...names: unknown[]) => names.find((name): name is string => typeof name === 'string' && LIST_NAME.test(name));

export function trackingEventsFrom(pushed: PushedEvent): OutgoingTrackingEvent[] {
  const type = TYPE_BY_DATA_LAYER_EVENT[String(pushed.event)];
  const items = pushed.ecommerce?.items;
  if (!type || !Array.isArray(items)) return [];
  const orderId = pushed.ecommerce?.transaction_id;
  if (type === 'purchase' && (typeof orderId !== 'string' || orderId.trim() === '')) return [];
  const events: OutgoingTrackingEvent[] = [];
  for (const item of items as PushedItem[]) {
    const id = typeof item.item_id === 'string' ? item.item_id : '';
    if (!ARTICLE_NUMBER.test(id)) continue;
    const quantity = typeof item.quantity === 'number' && item.quantity > 0 ? item.quantity : 1;
    const event: OutgoingTrackingEvent = { type, entity: { type: 'variant', id }, quantity };
    if (type === 'purchase') event.orderId = orderId as string;
    const listName = listNameOf(item.item_list_name, pushed.ecommerce?.item_list_name);
    if (listName) event.listName = listName;
    events.push(event);
  }
  return events;
}
