import { FrontPageView } from '../../features/content/pages/front-page-view';

// The front page: the brand's hero and sections from the content system (spec points 2 and 3).
// It never fails: without content it still shows the brand and the way into the assortment.
export default async function FrontPage() {
  return <FrontPageView />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
