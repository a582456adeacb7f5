import type { AnalyticsItem } from './analytics-item';

/** The attribute the analytics observer reads a list item's data from (analytics-observer.tsx). */
export const ANALYTICS_ITEM_ATTRIBUTE = 'data-analytics-item';

/**
 * Props that mark an element (a list's <li> or a table row) as one item of an analytics list:
 * the observer then reports view_item_list once when it becomes 80 % visible and select_item when
 * a link in it is followed, so a list needs no analytics code of its own. The item carries a price
 * only where the server decided the viewer may see one.
 */
export function analyticsItemProps(item: AnalyticsItem): { [ANALYTICS_ITEM_ATTRIBUTE]: string } {
  return { [ANALYTICS_ITEM_ATTRIBUTE]: JSON.stringify(item) };
}
