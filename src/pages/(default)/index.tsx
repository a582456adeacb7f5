import { Link } from 'waku';
import { PageTitle } from '../../components/page-title';
import { getRequestContext } from '../../lib/request-context';
import { t } from '../../lib/texts';

// The front page. Its hero and sections come from the content system (content issue); until then
// it introduces the brand and leads into the catalogue.
export default async function FrontPage() {
  const { brand } = getRequestContext();
  return (
    <section className="page front-page">
      <PageTitle title={t('routes.start')} />
      <h1 className="page__title">{brand.name}</h1>
      <p className="page__lead">{brand.tagline}</p>
      <p>
        <Link to="/sortiment" className="button button--primary">{t('routes.assortment')}</Link>{' '}
        <Link to="/hitta-butik" className="button button--secondary">{t('routes.findStore')}</Link>
      </p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
