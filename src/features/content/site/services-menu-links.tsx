import 'server-only';
import { NavLinkList, type NavListItem } from '../../../components/layout/nav-link-list';
import { getMembersOnlySlugs, getServicesMenu, type ServicesMenuEntry } from '../../../lib/upstream/content';
import { getContentProvider } from '../content-context';
import { canSeeMembersContent } from '../require-content-access';
import { loadListingSummaries, loadSiteContent } from '../load-content';
import { reportContentProblem } from '../report-content';
import { buildServicesMenu } from './services-menu';

/**
 * The services menu as the brand's content has it (ourServicesMenu and the header's links). When
 * the content system has no menu or cannot answer, the shop's own list (`fallback`) stands in, so
 * the menu is never empty. Entries are named by slug alone, so an anonymous visitor's menu leaves out
 * the pages for signed-in buyers only: a title alone can say too much.
 */
export async function ServicesMenuLinks({ fallback }: { fallback: readonly NavListItem[] }) {
  const [entries, listings, site] = await Promise.all([
    loadMenuEntries().catch((error: unknown) => {
      reportContentProblem(error);
      return [];
    }),
    loadListingSummaries(),
    loadSiteContent(),
  ]);
  const items = entries.length > 0 ? buildServicesMenu(entries, listings.map((listing) => listing.slug), site.header?.links) : [];
  return <NavLinkList items={items.length > 0 ? items : fallback} />;
}

async function loadMenuEntries(): Promise<ServicesMenuEntry[]> {
  const provider = getContentProvider();
  if (canSeeMembersContent()) return getServicesMenu(provider);
  const [entries, membersOnly] = await Promise.all([getServicesMenu(provider), getMembersOnlySlugs(provider)]);
  return entries.filter((entry) => !membersOnly.includes(entry.slug));
}
