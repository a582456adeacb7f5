/**
 * Remembers what has been reported as seen on the current page, by what it is rather than by
 * its DOM element: React may replace a card's element (a Suspense boundary streaming in, a
 * hydration retry, a refreshed list) and the observer may mount again, yet the buyer saw one
 * card once. A new address (a client navigation) is a new page view and starts afresh.
 */
export function createPageMemory(currentAddress: () => string) {
  let address = currentAddress();
  let keys = new Set<string>();
  return {
    /** True the first time a key is offered on the current page, false after. */
    firstTime(key: string): boolean {
      const now = currentAddress();
      if (now !== address) {
        address = now;
        keys = new Set();
      }
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
}

/** What identifies a list item or banner on a page: its list, position and article, or its marketingId and creative. */
export function seenKey(data: { item_list_name?: string; index?: number; item_id?: string; marketingId?: string; creative?: string }): string {
  if (data.marketingId !== undefined) return `promotion|${data.marketingId}|${data.creative ?? ''}`;
  return `item|${data.item_list_name ?? ''}|${data.index ?? ''}|${data.item_id ?? ''}`;
}
