'use client';

import { useEffect } from 'react';
import type { AnalyticsItem } from './analytics-item';
import { ANALYTICS_ITEM_ATTRIBUTE } from './analytics-item-attribute';
import { pushDataLayerEvent } from './data-layer';
import { promotionEvent, selectItem, viewItemList, type Promotion } from './ecommerce-events';
import { createPageMemory, seenKey } from './seen-on-page';

/** Spec point 9: a list item or banner counts as seen when 80 % of it is visible. */
export const VISIBLE_THRESHOLD = 0.8;

const ITEM = ANALYTICS_ITEM_ATTRIBUTE;
const PROMOTION = 'data-analytics-promotion';
const SELECTOR = `[${ITEM}],[${PROMOTION}]`;
/** How long a burst of mutations may run before the document is searched for new marked elements. */
const SCAN_DELAY_MS = 100;

/** The element whose visibility counts: the list item (a card's <li>) holding the data, else the element itself (an order's table row). */
const rootOf = (element: Element): Element => element.closest('li') ?? element;

function read<T>(element: Element, attribute: string): T | undefined {
  try {
    return JSON.parse(element.getAttribute(attribute) ?? '') as T;
  } catch {
    return undefined;
  }
}

/** The data element of a root: itself or the one inside it (a card's offer streams in below its link). */
const dataOf = (root: Element): Element | null => (root.matches(SELECTOR) ? root : root.querySelector(SELECTOR));

/** Module-wide so a remounted observer does not report the page's cards again. */
let viewedOnPage: ReturnType<typeof createPageMemory> | undefined;
const firstViewOnPage = (key: string) => (viewedOnPage ??= createPageMemory(() => location.pathname + location.search)).firstTime(key);

function report(kind: 'view' | 'select', data: Element, batch?: Map<string, AnalyticsItem[]>): void {
  const item = read<AnalyticsItem>(data, ITEM);
  if (item) {
    const list = item.item_list_name ?? '';
    if (!batch) pushDataLayerEvent(selectItem(list, [item]));
    else if (firstViewOnPage(seenKey(item))) batch.set(list, [...(batch.get(list) ?? []), item]);
    return;
  }
  const promotion = read<Promotion>(data, PROMOTION);
  if (!promotion) return;
  if (kind === 'select') pushDataLayerEvent(promotionEvent('select_promotion', promotion));
  else if (firstViewOnPage(seenKey(promotion))) pushDataLayerEvent(promotionEvent('view_promotion', promotion));
}

/**
 * Mounted once in the root layout (decision 036). Server components mark what analytics needs
 * with data attributes (a card's item with its list name, position and, where the buyer may see
 * it, price; a content banner's marketingId and creative), so no list or banner ships code of its
 * own: this one observer reports view_item_list and view_promotion when an element becomes 80 %
 * visible (once per card or banner and page: seen-on-page.ts), and select_item / select_promotion
 * when a link inside one is followed. It also starts the web-vitals reports (a lazy chunk).
 */
export function AnalyticsObserver() {
  useEffect(() => {
    const seen = new WeakSet<Element>();
    const observed = new WeakSet<Element>();
    const visibility = new IntersectionObserver(
      (entries) => {
        const batch = new Map<string, AnalyticsItem[]>();
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < VISIBLE_THRESHOLD || seen.has(entry.target)) continue;
          seen.add(entry.target);
          visibility.unobserve(entry.target);
          const data = dataOf(entry.target);
          if (data) report('view', data, batch);
        }
        // Cards that came into view together make one view_item_list per list.
        for (const [list, items] of batch) pushDataLayerEvent(viewItemList(list, items));
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    const observeNew = () => {
      for (const data of document.querySelectorAll(SELECTOR)) {
        const root = rootOf(data);
        if (observed.has(root)) continue;
        observed.add(root);
        visibility.observe(root);
      }
    };
    // Cards stream in (Suspense) and pages change without a reload: watch for new marked elements.
    // One search of the document per burst of mutations, not one per mutation: on a phone the page
    // is still streaming when this mounts, and the category page made 136 searches (140 ms of main
    // thread at 4× CPU) where it now makes 8 (13 ms) (issue 13).
    let scan: ReturnType<typeof setTimeout> | undefined;
    const additions = new MutationObserver(() => {
      scan ??= setTimeout(() => {
        scan = undefined;
        observeNew();
      }, SCAN_DELAY_MS);
    });
    additions.observe(document.body, { childList: true, subtree: true });
    observeNew();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const root = link?.closest(`li, ${SELECTOR}`);
      const data = root ? dataOf(root) : null;
      if (data) report('select', data);
    };
    document.addEventListener('click', onClick, { capture: true });
    // The web-vitals library in a chunk of its own, fetched after hydration instead of with the
    // page's scripts (issue 13): its observers ask for buffered entries, so the page's first
    // paints are still reported. A chunk that fails to load costs the page its vitals, nothing
    // more: unhandled, the rejection would count as a stale deploy and reload the page.
    void import('./report-web-vitals').then(({ reportWebVitals }) => reportWebVitals()).catch(() => undefined);
    return () => {
      visibility.disconnect();
      additions.disconnect();
      clearTimeout(scan);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);
  return null;
}
