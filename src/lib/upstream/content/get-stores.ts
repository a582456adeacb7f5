import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapRetailer, mapStorePage, mapStoreSummary } from './map-stores';
import { newMapContext, readEntry } from './raw-entry';
import type { Retailer, StorePage, StoreSummary } from './store-model';

/** Store pages, all store details and retailers (spec points 7 and 9: 200 stores, 100 retailers). */

const MAX_STORES = 200;
const MAX_RETAILERS = 100;
const SUMMARY_FIELDS = ['storeId', 'name', 'address', 'phone', 'email', 'location', ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `openingHours${day}`)];

export function getStorePage(provider: ContentProvider, storeId: string): Promise<StorePage> {
  return provider.lookup(queryKey('store-page', [storeId]), async (client) => {
    const answer = await client.getEntries({ content_type: 'storePage', 'fields.storeId': storeId, limit: 1, include: 3 });
    const detail = `No store page found for id: ${storeId}`;
    const { entry, context } = singleEntry(answer, detail);
    const page = mapStorePage(entry, context);
    if (!page) throw new ContentNotFoundError(detail);
    const unresolved = uniqueLinks(page.unresolved);
    provider.reportUnresolved(`store page ${storeId}`, unresolved);
    return { ...page, unresolved };
  });
}

export function getAllStoreDetails(provider: ContentProvider): Promise<StoreSummary[]> {
  return provider.lookup(queryKey('store-details'), async (client) => {
    const answer = await client.getEntries({
      content_type: 'storePage',
      limit: MAX_STORES,
      include: 0,
      order: 'fields.name',
      select: ['sys.id', ...SUMMARY_FIELDS.map((field) => `fields.${field}`)].join(','),
    });
    const context = newMapContext();
    const stores = answer.items.flatMap((item) => {
      const entry = readEntry(item, context);
      return entry ? (mapStoreSummary(entry) ?? []) : [];
    });
    if (stores.length === 0) throw new ContentNotFoundError('No store details was found');
    return stores;
  });
}

export function getRetailers(provider: ContentProvider): Promise<Retailer[]> {
  return provider.lookup(queryKey('retailers'), async (client) => {
    const answer = await client.getEntries({ content_type: 'retailer', limit: MAX_RETAILERS, order: 'fields.name', include: 0 });
    const context = newMapContext();
    const retailers = answer.items.flatMap((item) => {
      const entry = readEntry(item, context);
      return entry ? (mapRetailer(entry) ?? []) : [];
    });
    if (retailers.length === 0) throw new ContentNotFoundError('No retailers found');
    return retailers;
  });
}
