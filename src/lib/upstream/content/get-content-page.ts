import { queryKey } from './cache-keys';
import { ContentNotFoundError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapContentPage } from './map-pages';
import type { ContentPage } from './page-model';

/** A content page by slug (spec point 7); its sections link deeper than the front page's. */
export function getContentPage(provider: ContentProvider, slug: string): Promise<ContentPage> {
  return provider.lookup(queryKey('content-page', [slug]), async (client) => {
    const answer = await client.getEntries({ content_type: 'contentPage', 'fields.slug': slug, limit: 1, include: 4 });
    const detail = `No content page found for slug: ${slug}`;
    const { entry, context } = singleEntry(answer, detail);
    const page = mapContentPage(entry, context);
    if (!page) throw new ContentNotFoundError(detail);
    const unresolved = uniqueLinks(page.unresolved);
    provider.reportUnresolved(`content page ${slug}`, unresolved);
    return { ...page, unresolved };
  });
}
