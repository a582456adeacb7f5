import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { canSeeMembersContent, requireSignInFor } from '../../../features/content/require-content-access';
import { isContentSlug, loadContentPage, loadListingPage, requireListingSummaries } from '../../../features/content/load-content';
import { ContentPageView } from '../../../features/content/pages/content-page-view';
import { contentUnavailable } from '../../../features/content/pages/content-unavailable';
import { loadPageData } from '../../../lib/request';

// /{listing}/{page}: a content page that its listing page lists. Any other pair is the 404 page,
// so a page has one address under its listing (not /any-word/page). Which pairs exist only the
// content system knows: while it is down (and nothing is cached) the answer is the spec's content
// message with 503 inside the site frame, never a 404 that would tell a crawler the page is gone.
export default async function ContentSubPage({ slug, contentSlug }: PageProps<'/[slug]/[contentSlug]'>) {
  if (!isContentSlug(slug) || !isContentSlug(contentSlug)) notFound();
  const loadedListings = await loadPageData(requireListingSummaries);
  if (loadedListings.failed) return contentUnavailable(loadedListings.textKey);
  const listings = loadedListings.data;
  const summary = listings.find((listing) => listing.slug === slug);
  if (!summary) notFound();
  const loaded = await loadPageData(() => Promise.all([loadContentPage(contentSlug), loadListingPage(slug)]));
  if (loaded.failed) return contentUnavailable(loaded.textKey);
  const [page, listing] = loaded.data;
  if (!summary.pageIds.includes(page.id)) notFound();
  requireSignInFor(page);
  const members = canSeeMembersContent();
  const siblings = listing.pages.filter((item) => members || !item.authenticatedOnly);
  return <ContentPageView page={page} listing={{ slug: listing.slug, title: listing.title, pages: siblings }} listings={listings} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
