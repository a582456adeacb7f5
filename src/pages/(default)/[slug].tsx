import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { canSeeMembersContent, requireSignInFor } from '../../features/content/require-content-access';
import { isContentSlug, loadContentPage, loadListingPage, loadListingSummaries } from '../../features/content/load-content';
import { ContentPageView } from '../../features/content/pages/content-page-view';
import { contentUnavailable } from '../../features/content/pages/content-unavailable';
import { ListingPageView } from '../../features/content/pages/listing-page-view';
import { loadPageData } from '../../lib/request';

// /{slug}: a listing page when a listing has this slug, otherwise a content (landing) page.
// The cached list of listings decides, so a listing never costs a failed page lookup first.
// Members-only pages send anonymous visitors to the front page before anything renders.
export default async function ContentPage({ slug, query }: PageProps<'/[slug]'>) {
  if (!isContentSlug(slug)) notFound();
  const listings = await loadListingSummaries();
  if (listings.some((listing) => listing.slug === slug)) {
    const loadedListing = await loadPageData(() => loadListingPage(slug));
    if (loadedListing.failed) return contentUnavailable(loadedListing.textKey);
    const listing = loadedListing.data;
    const members = canSeeMembersContent();
    const pages = listing.pages.filter((page) => members || !page.authenticatedOnly);
    const tag = new URLSearchParams(query).get('amne') ?? undefined;
    return <ListingPageView listing={listing} pages={pages} tag={tag && listing.tagOrder.includes(tag) ? tag : undefined} />;
  }
  // Content dead or stalled and nothing cached: the spec's content message with 503, not a 500.
  const loaded = await loadPageData(() => loadContentPage(slug));
  if (loaded.failed) return contentUnavailable(loaded.textKey);
  const page = loaded.data;
  requireSignInFor(page);
  return <ContentPageView page={page} listings={listings} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
