import { queryKey } from './cache-keys';
import { ContentNotFoundError, ContentTagsError } from './content-errors';
import { singleEntry, uniqueLinks, type ContentProvider } from './content-provider';
import { mapListingPage } from './map-pages';
import type { ListingPage } from './page-model';

/** A listing page by slug, with its pages and the names of their tags. */
export function getListingPage(provider: ContentProvider, slug: string): Promise<ListingPage & { tagNames: Record<string, string> }> {
  return provider.lookup(queryKey('listing-page', [slug]), async (client) => {
    const [answer, tags] = await Promise.all([
      client.getEntries({ content_type: 'contentListingPage', 'fields.slug': slug, limit: 1, include: 2 }),
      // Tags are fetched with a single call (spec point 7); a failure only loses their names,
      // and is reported (spec point 8) rather than swallowed.
      client.getTags().catch((error: unknown) => {
        provider.reportProblem(new ContentTagsError(error));
        return [];
      }),
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
