import type { PageProps } from 'waku/router';
import { PageTitle } from '../../../components/page-title';
import { loadStorePage } from '../../../features/content/load-content';
import { ContentBreadcrumbs } from '../../../features/content/pages/content-breadcrumbs';
import { StorePageView } from '../../../features/content/stores/store-page-view';
import { href } from '../../../lib/routes/href';
import { richTextToPlain } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';

// /butiker/{id}: the store page of a location-service store (content type storePage keyed by
// storeId). An id without a page is the Swedish 404 page.
export default async function ButikerIdPage({ id }: PageProps<'/butiker/[id]'>) {
  const store = await loadStorePage(id);
  const description = richTextToPlain(store.ingress) || `${store.name}, ${store.address ?? ''}`;
  return (
    <div className="content-page">
      <PageTitle title={store.name} description={description} />
      <ContentBreadcrumbs trail={[{ title: t('routes.findStore'), href: href('hitta-butik') }, { title: store.name }]} />
      <StorePageView store={store} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
