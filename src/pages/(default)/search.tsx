import type { PageProps } from 'waku/router';
import { PageTitle } from '../../components/page-title';
import { t } from '../../lib/texts';

// Search results (catalogue issue). The route guard already sent an empty q to the front page.
export default async function SearchPage({ query }: PageProps<'/search'>) {
  const q = new URLSearchParams(query).get('q')?.trim() ?? '';
  return (
    <section className="page">
      <PageTitle title={`${t('routes.search')}: ${q}`} />
      <h1 className="page__title">{t('search.resultsFor', { q })}</h1>
      <p className="page__lead">{t('placeholder.comingSoon')}</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
