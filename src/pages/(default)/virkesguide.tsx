import { loadContentPage, loadListingSummaries } from '../../features/content/load-content';
import { ContentPageView } from '../../features/content/pages/content-page-view';
import { contentUnavailable } from '../../features/content/pages/content-unavailable';
import { loadPageData } from '../../lib/request';

/** The content page that holds the guide (Virkesbolaget's space); editors change it there. */
const GUIDE_SLUG = 'virkesguide';

// Virkesbolaget's timber guide (a brand route, spec point 2), written in the content system: the
// route guard answers 404 on the other brands before this renders.
export default async function VirkesguidePage() {
  const loaded = await loadPageData(() => loadContentPage(GUIDE_SLUG));
  if (loaded.failed) return contentUnavailable(loaded.textKey);
  const listings = await loadListingSummaries();
  return <ContentPageView page={loaded.data} listings={listings} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
