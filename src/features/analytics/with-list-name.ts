import type { AnalyticsItem } from './analytics-item';
import type { DataLayerEvent } from './ecommerce-events';

/** A cart event from a server action, with the list the form sits in (only the browser knows it). */
export function withListName(event: DataLayerEvent, listName: string | undefined): DataLayerEvent {
  const items = event.ecommerce?.items as AnalyticsItem[] | undefined;
  if (!listName || !items) return event;
  return { ...event, ecommerce: { ...event.ecommerce, items: items.map((item) => ({ ...item, item_list_name: listName })) } };
}
