import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { canSeeMembersContent, requireSignInFor } from '../../../features/content/require-content-access';
import { isContentSlug, loadContentPage, loadListingPage, loadListingSummaries } from '../../../features/content/load-content';
import { ContentPageView } from '../../../features/content/pages/content-page-view';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { loadPageData } from '../../../lib/request';

// /{listing}/{page}: a content page that its listing page lists. Any other pair is the 404 page,
// so a page has one address under its listing (not /any-word/page).
export default async function ContentSubPage({ slug, contentSlug }: PageProps<'/[slug]/[contentSlug]'>) {
  if (!isContentSlug(slug) || !isContentSlug(contentSlug)) notFound();
  const listings = await loadListingSummaries();
  const summary = listings.find((listing) => listing.slug === slug);
  if (!summary) notFound();
  // Content dead or stalled and nothing cached: the spec's content message, not a 500.
  const loaded = await loadPageData(() => Promise.all([loadContentPage(contentSlug), loadListingPage(slug)]));
  if (loaded.failed) return <ServiceUnavailable textKey={loaded.textKey} />;
  const [page, listing] = loaded.data;
  if (!summary.pageIds.includes(page.id)) notFound();
  requireSignInFor(page);
  const members = canSeeMembersContent();
  const siblings = listing.pages.filter((item) => members || !item.authenticatedOnly);
  return <ContentPageView page={page} listing={{ slug: listing.slug, title: listing.title, pages: siblings }} listings={listings} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
