import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import type { ContentProvider } from './content-provider';
import { mapStoreSummary } from './map-stores';
import { newMapContext, readEntry } from './raw-entry';
import type { StoreSummary } from './store-model';

/** Spec point 9: at most 200 stores. */
const MAX_STORES = 200;
const SUMMARY_FIELDS = ['storeId', 'name', 'address', 'phone', 'email', 'location', ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `openingHours${day}`)];

/** Every store's details (address, phone, position, opening hours) without the page around them. */
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
