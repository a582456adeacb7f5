import { addRecentlyViewed, parseRecentlyViewed, toRecentlyViewed, type RecentlyViewedProduct } from './recently-viewed-list';

export type { RecentlyViewedProduct } from './recently-viewed-list';

/**
 * The browser side of the history flyout: recently viewed products in localStorage (a
 * convenience on this device, not account data, so it never goes to the server). The product page
 * calls `rememberProduct`; the header reads the list through `subscribeRecentlyViewed` and
 * `readRecentlyViewed` (a useSyncExternalStore pair). Outside a browser everything is a no-op.
 */
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** Same-tab changes; other tabs learn through the storage event. */
const CHANGE_EVENT = 'recently-viewed-change';
const EMPTY: RecentlyViewedProduct[] = [];

let lastRaw: string | null = null;
let lastList: RecentlyViewedProduct[] = EMPTY;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): the flyout then simply stays empty.
    return undefined;
  }
}

/** The current list; the same array until the stored value changes, as useSyncExternalStore needs. */
export function readRecentlyViewed(): RecentlyViewedProduct[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = raw ? parseRecentlyViewed(raw) : EMPTY;
  }
  return lastList;
}

/** What the server renders: nothing, the list appears once the page runs in the browser. */
export const readRecentlyViewedOnServer = (): RecentlyViewedProduct[] => EMPTY;

function write(list: RecentlyViewedProduct[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (list.length === 0) store.removeItem(RECENTLY_VIEWED_KEY);
    else store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // A full storage quota loses the history, never the page.
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Puts a product first in the history (called by the product page when it is shown). */
export function rememberProduct(product: RecentlyViewedProduct): void {
  const entry = toRecentlyViewed(product);
  if (entry) write(addRecentlyViewed(readRecentlyViewed(), entry));
}

/** Empties the history ("Rensa"). */
export function clearRecentlyViewed(): void {
  write(EMPTY);
}

export function subscribeRecentlyViewed(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
