import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapListingPage } from './map-pages';
import type { ListingPage } from './page-model';
import { newMapContext, readEntry, str } from './raw-entry';

/** Listing pages: one by slug (with its pages and the tag names), and the list of all of them. */

export interface ListingSummary {
  id: string;
  slug: string;
  title: string;
  pageIds: string[];
}

export function getListingPage(provider: ContentProvider, slug: string): Promise<ListingPage & { tagNames: Record<string, string> }> {
  return provider.lookup(queryKey('listing-page', [slug]), async (client) => {
    const [answer, tags] = await Promise.all([
      client.getEntries({ content_type: 'contentListingPage', 'fields.slug': slug, limit: 1, include: 2 }),
      // Tags are fetched with a single call (spec point 7); a failure only loses their names.
      client.getTags().catch(() => []),
    ]);
    const detail = `No content listing page found for slug: ${slug}`;
    const { entry, context } = singleEntry(answer, detail);
    const page = mapListingPage(entry, context);
    if (!page) throw new ContentNotFoundError(detail);
    const unresolved = uniqueLinks(page.unresolved);
    provider.reportUnresolved(`listing page ${slug}`, unresolved);
    return { ...page, unresolved, tagNames: Object.fromEntries(tags.map((tag) => [tag.id, tag.name])) };
  });
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
