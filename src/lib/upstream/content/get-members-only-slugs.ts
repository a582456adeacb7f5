import { queryKey } from './cache-keys';
import type { ContentProvider } from './content-provider';
import { newMapContext, readEntries, str } from './raw-entry';

/** More members-only pages than one answer holds would be a content model gone wrong. */
const LIMIT = 100;

/**
 * The slugs of the pages for signed-in buyers only (authenticatedOnly). A menu built from content
 * (ourServicesMenu) names pages by slug alone, so an anonymous menu leaves these slugs out.
 */
export function getMembersOnlySlugs(provider: ContentProvider): Promise<string[]> {
  return provider.lookup(queryKey('members-only-slugs'), async (client) => {
    const answer = await client.getEntries({ content_type: 'contentPage', 'fields.authenticatedOnly': true, include: 0, limit: LIMIT, select: 'sys.id,fields.slug' });
    return readEntries(answer.items, newMapContext()).flatMap((entry) => str(entry.fields, 'slug') ?? []);
  });
}
