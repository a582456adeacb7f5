import type { PageProps } from 'waku/router';
import { PageTitle } from '../../components/page-title';
import { MAX_FINDER_QUERY, StoreFinderView } from '../../features/content/stores/store-finder-view';
import { t } from '../../lib/texts';

// The store finder (spec point 2): search by town or postal code (?q=), nearest stores first,
// sorting by the visitor's own position on request, and the retailers below.
export default async function HittaButikPage({ query }: PageProps<'/hitta-butik'>) {
  const q = (new URLSearchParams(query).get('q') ?? '').trim().slice(0, MAX_FINDER_QUERY);
  return (
    <section className="page store-finder-page" data-content="store-finder">
      <PageTitle title={q ? `${t('routes.findStore')}: ${q}` : t('routes.findStore')} description={t('content.finder.lead')} />
      <h1 className="page__title">{t('routes.findStore')}</h1>
      <p className="page__lead">{t('content.finder.lead')}</p>
      <StoreFinderView query={q} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
