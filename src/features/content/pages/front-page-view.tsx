import { Link } from 'waku';
import { PageTitle } from '../../../components/page-title';
import { getRequestContext } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { HeroBanner } from '../components/hero';
import { loadFrontPage } from '../load-content';
import { PageSections } from '../sections/page-sections';

/**
 * The front page: the brand's hero and up to twenty sections from content. Without content (the
 * system down and nothing cached) it still greets the visitor with the brand and a way in.
 */
export async function FrontPageView() {
  const { brand, session } = getRequestContext();
  const page = await loadFrontPage();
  return (
    <div className="content-page front-page" data-content="front-page">
      <PageTitle title={t('routes.start')} description={page?.metaDescription ?? brand.tagline} />
      {page?.hero ? (
        <HeroBanner hero={page.hero} priority />
      ) : (
        <header className="content-hero content-hero--plain">
          <div className="content-hero__text">
            <h1 className="content-hero__title">{brand.name}</h1>
            <p className="content-hero__description">{t(session ? 'content.fallback.leadSignedIn' : 'content.fallback.lead', { brand: brand.name })}</p>
            <p>
              <Link to={href('sortiment')} className="button button--primary">{t('content.fallback.toAssortment')}</Link>
            </p>
          </div>
        </header>
      )}
      {page ? <PageSections sections={page.sections} /> : null}
    </div>
  );
}
