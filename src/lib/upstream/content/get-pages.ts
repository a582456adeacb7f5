import { queryKey } from './cache-keys';
import { mapContentPage, mapFrontPage } from './map-pages';
import type { ContentPage, FrontPage } from './page-model';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { ContentNotFoundError } from './content-errors';

/**
 * The front page and content pages (spec point 7: front page with limit 1, page by slug).
 * Include depth 3 reaches what a section links to (banners, cards, a form's inputs) and the
 * buttons embedded in their rich text.
 */

export function getFrontPage(provider: ContentProvider): Promise<FrontPage> {
  return provider.lookup(queryKey('front-page'), async (client) => {
    const answer = await client.getEntries({ content_type: 'frontPage', limit: 1, include: 3 });
    const { entry, context } = singleEntry(answer, 'No front page found');
    const page = mapFrontPage(entry, context);
    const unresolved = uniqueLinks(page.unresolved);
    provider.reportUnresolved('front page', unresolved);
    return { ...page, unresolved };
  });
}

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
