import 'server-only';
import { markIncompleteAnswer } from '../../lib/request';
import { searchPages, type PageSearchHit } from '../../lib/upstream/content';
import { getContentProvider } from './content-context';
import { reportContentProblem } from './report-content';

export type { PageSearchHit } from '../../lib/upstream/content';

/**
 * Content pages matching a search (spec point 7): at most five, each with title, preTitle and
 * path /{listing slug}/{page slug}; never pages hidden from search or for signed-in buyers only.
 * For the header's search-as-you-type and the search page. Deferred data: it never throws, an
 * unavailable content system just gives no page hits.
 */
export async function searchContentPages(q: string): Promise<PageSearchHit[]> {
  try {
    return await searchPages(getContentProvider(), q);
  } catch (error) {
    reportContentProblem(error);
    // No page hits because the content system failed: nothing to keep in a shared cache.
    markIncompleteAnswer();
    return [];
  }
}
