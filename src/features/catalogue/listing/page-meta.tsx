import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import type { ShopEnv } from '../../../../worker/shop-env';
import { PageTitle } from '../../../components/page-title';

/** The shop's own origin as the visitor reached it ("http://virke.localhost:8787"). */
export function requestOrigin(): string {
  const c = tryGetContext<ShopEnv>();
  return c ? new URL(c.req.url).origin : '';
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
