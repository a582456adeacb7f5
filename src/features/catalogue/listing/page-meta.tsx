import 'server-only';
import { getRequestContext } from '../../../lib/request';
import { PageTitle } from '../../../components/page-title';

/** The shop's own origin as the visitor reached it ("http://virke.localhost:8787"). */
export function requestOrigin(): string {
  return getRequestContext().url.origin;
}

/**
 * Title, meta description and canonical link of a listing. The canonical address is the listing
 * without paging, filters or sort (and the query for search), so search engines see one page per
 * category instead of thousands of combinations.
 */
export function PageMeta({ title, description, canonicalPath }: { title: string; description: string; canonicalPath: string }) {
  return (
    <>
      <PageTitle title={title} description={description} />
      <link rel="canonical" href={`${requestOrigin()}${canonicalPath}`} />
    </>
  );
}
