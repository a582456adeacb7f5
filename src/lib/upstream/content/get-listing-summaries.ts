import { queryKey } from './cache-keys';
import type { ContentProvider } from './content-provider';
import { newMapContext, readEntry, str } from './raw-entry';

export interface ListingSummary {
  id: string;
  slug: string;
  title: string;
  pageIds: string[];
}

/** Every listing page with the ids of its pages: the parent pages of page search and sidebars. */
export function getListingSummaries(provider: ContentProvider): Promise<ListingSummary[]> {
  return provider.lookup(queryKey('listing-summaries'), async (client) => {
    const answer = await client.getEntries({ content_type: 'contentListingPage', include: 0, limit: 100, select: 'sys.id,fields.slug,fields.title,fields.pages' });
    const context = newMapContext();
    return answer.items.flatMap((item) => {
      const entry = readEntry(item, context);
      const slug = entry ? str(entry.fields, 'slug') : undefined;
      if (!entry || !slug) return [];
      const pages = Array.isArray(entry.fields.pages) ? entry.fields.pages : [];
      const pageIds = pages.flatMap((link) => {
        const id = (link as { sys?: { id?: unknown } } | null)?.sys?.id;
        return typeof id === 'string' ? [id] : [];
      });
      return [{ id: entry.id, slug, title: str(entry.fields, 'title') ?? slug, pageIds }];
    });
  });
}
