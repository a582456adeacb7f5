import type { ContentQuery } from './content-client';
import type { ContentProvider } from './content-provider';
import { getListingSummaries } from './get-listing-summaries';
import type { PageSearchHit } from './page-model';
import { newMapContext, readEntry, str } from './raw-entry';

/**
 * Page search (spec point 7): the pages of the listing pages, minus those excluded from search,
 * matching the query; at most five, each with the path /{listing slug}/{page slug}. Pages for
 * signed-in buyers only are never offered, to anyone: a title alone can say too much.
 * The hits are not cached: free text would fill KV with one key per typed word.
 */

export const PAGE_SEARCH_LIMIT = 5;
const MAX_QUERY_LENGTH = 100;

/** The delivery API query of a page search among the given page ids. */
export function pageSearchQuery(pageIds: readonly string[], query: string): ContentQuery {
  return {
    content_type: 'contentPage',
    'sys.id[in]': pageIds.join(','),
    'fields.excludeFromSearch[ne]': true,
    'fields.authenticatedOnly[ne]': true,
    query,
    limit: PAGE_SEARCH_LIMIT,
    include: 2,
    select: 'sys.id,fields.title,fields.preTitle,fields.slug',
  };
}

export async function searchPages(provider: ContentProvider, text: string): Promise<PageSearchHit[]> {
  const query = text.trim().slice(0, MAX_QUERY_LENGTH);
  if (query === '') return [];
  const listings = await getListingSummaries(provider);
  const listingOf = new Map<string, string>();
  for (const listing of listings) for (const id of listing.pageIds) if (!listingOf.has(id)) listingOf.set(id, listing.slug);
  if (listingOf.size === 0) return [];

  const client = await provider.client();
  const answer = await client.getEntries(pageSearchQuery([...listingOf.keys()], query));
  const context = newMapContext();
  return answer.items.flatMap((item) => {
    const entry = readEntry(item, context);
    const title = entry ? str(entry.fields, 'title') : undefined;
    const slug = entry ? str(entry.fields, 'slug') : undefined;
    const listing = entry ? listingOf.get(entry.id) : undefined;
    if (!entry || !title || !slug || !listing) return [];
    const preTitle = str(entry.fields, 'preTitle');
    return [{ title, path: `/${listing}/${slug}`, ...(preTitle ? { preTitle } : {}) }];
  });
}
