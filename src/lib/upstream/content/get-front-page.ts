import { queryKey } from './cache-keys';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapFrontPage } from './map-pages';
import type { FrontPage } from './page-model';

/**
 * The front page (spec point 7: limit 1). Include depth 3 reaches what a section links to
 * (banners, cards, a form's inputs) and the buttons embedded in their rich text.
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
