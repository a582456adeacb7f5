/**
 * Guard rule 1 of spec point 2, the storage half: when a buyer opens a product from a category or
 * search listing we remember which listing and how far down it they were. Coming back to that
 * same listing from its product restores the position; arriving at any listing in any other way
 * clears the memory. Pure over a Storage-like object so it is testable without a browser.
 */

export const LISTING_HISTORY_KEY = 'listing-history';

export interface ListingHistoryEntry {
  /** Path and query of the listing (the list itself comes back from the URL). */
  listing: string;
  /** The product page that was opened from it. */
  product: string;
  scrollY: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberListing(storage: KeyValueStorage, entry: ListingHistoryEntry): void {
  try {
    storage.setItem(LISTING_HISTORY_KEY, JSON.stringify(entry));
  } catch {
    // Private mode or a full storage: the buyer just starts at the top when coming back.
  }
}

function readEntry(storage: KeyValueStorage): ListingHistoryEntry | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(LISTING_HISTORY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { listing, product, scrollY } = value as Record<string, unknown>;
    if (typeof listing !== 'string' || typeof product !== 'string' || typeof scrollY !== 'number' || !Number.isFinite(scrollY)) return undefined;
    return { listing, product, scrollY: Math.max(0, scrollY) };
  } catch {
    return undefined;
  }
}

export interface Arrival {
  /** Path and query of the listing now shown. */
  listing: string;
  /** Reached with the browser's back or forward button (not a link, not a reload). */
  traversed: boolean;
  /** Where the buyer came from, when the browser knows (a path), else undefined. */
  from: string | undefined;
}

/**
 * On arriving at a listing: the scroll position to restore, or undefined. Either way the memory
 * is used up, so a later visit starts afresh.
 */
export function takeScrollToRestore(storage: KeyValueStorage, arrival: Arrival): number | undefined {
  const entry = readEntry(storage);
  try {
    storage.removeItem(LISTING_HISTORY_KEY);
  } catch {
    // Nothing stored that could be cleared.
  }
  if (!entry || !arrival.traversed || entry.listing !== arrival.listing) return undefined;
  if (arrival.from !== undefined && arrival.from !== entry.product) return undefined;
  return entry.scrollY;
}
