import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapStorePage } from './map-stores';
import type { StorePage } from './store-model';

/** A store's page by store id. */
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
