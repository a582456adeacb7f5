import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import type { ContentProvider } from './content-provider';
import { mapRetailer } from './map-stores';
import { newMapContext, readEntry } from './raw-entry';
import type { Retailer } from './store-model';

/** Spec point 9: at most 100 retailers. */
const MAX_RETAILERS = 100;

/** The retailers, sorted by name. */
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
