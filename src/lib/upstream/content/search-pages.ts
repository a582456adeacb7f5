import type { ContentQuery } from './content-client';
import type { ContentProvider } from './content-provider';
import { getListingSummaries } from './get-listing-summaries';
import type { PageSearchHit } from './page-model';
import { newMapContext, readEntry, str } from './raw-entry';
import { rankPageHits } from './rank-page-hits';

/**
 * Page search (spec point 7): content pages matching the query, minus those excluded from search,
 * best first (rank-page-hits.ts); at most five. A page of a listing has the path
 * /{listing slug}/{page slug}, any other (a landing page such as Om oss) /{page slug}. Pages for
 * signed-in buyers only are never offered, to anyone: a title alone can say too much.
 * The hits are not cached: free text would fill KV with one key per typed word.
 */

export const PAGE_SEARCH_LIMIT = 5;
/** Candidates asked of the API, ranked here (rank-page-hits.ts): the API's order is no relevance. */
const PAGE_SEARCH_CANDIDATES = 50;
const MAX_QUERY_LENGTH = 100;

/** The delivery API query of a page search. */
export function pageSearchQuery(query: string): ContentQuery {
  return {
    content_type: 'contentPage',
    'fields.excludeFromSearch[ne]': true,
    'fields.authenticatedOnly[ne]': true,
    query,
    limit: PAGE_SEARCH_CANDIDATES,
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

  const client = await provider.client();
  const answer = await client.getEntries(pageSearchQuery(query));
  const context = newMapContext();
  const hits = answer.items.flatMap((item): PageSearchHit[] => {
    const entry = readEntry(item, context);
    const title = entry ? str(entry.fields, 'title') : undefined;
    const slug = entry ? str(entry.fields, 'slug') : undefined;
    if (!entry || !title || !slug) return [];
    const listing = listingOf.get(entry.id);
    const preTitle = str(entry.fields, 'preTitle');
    return [{ title, path: listing ? `/${listing}/${slug}` : `/${slug}`, ...(preTitle ? { preTitle } : {}) }];
  });
  return rankPageHits(hits, query, PAGE_SEARCH_LIMIT);
}
