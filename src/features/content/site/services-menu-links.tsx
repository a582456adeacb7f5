import 'server-only';
import { NavLinkList, type NavListItem } from '../../../components/layout/nav-link-list';
import { getServicesMenu } from '../../../lib/upstream/content';
import { getContentProvider } from '../content-context';
import { loadListingSummaries, loadSiteContent } from '../load-content';
import { reportContentProblem } from '../report-content';
import { buildServicesMenu } from './services-menu';

/**
 * The services menu as the brand's content has it (ourServicesMenu and the header's links). When
 * the content system has no menu or cannot answer, the shop's own list (`fallback`) stands in, so
 * the menu is never empty.
 */
export async function ServicesMenuLinks({ fallback }: { fallback: readonly NavListItem[] }) {
  const [entries, listings, site] = await Promise.all([
    getServicesMenu(getContentProvider()).catch((error: unknown) => {
      reportContentProblem(error);
      return [];
    }),
    loadListingSummaries(),
    loadSiteContent(),
  ]);
  const items = entries.length > 0 ? buildServicesMenu(entries, listings.map((listing) => listing.slug), site.header?.links) : [];
  return <NavLinkList items={items.length > 0 ? items : fallback} />;
}
