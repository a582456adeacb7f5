import { findRouteByName } from '../lib/routes/match-route';
import { t } from '../lib/texts';
import { PageTitle } from './page-title';

/**
 * The page of a route whose screen a later issue builds. It already has its route, layout and
 * guard; the body says the screen is on its way.
 */
export function PlaceholderPage({ routeName, subject }: { routeName: string; subject?: string }) {
  const route = findRouteByName(routeName);
  if (!route) throw new Error(`Unknown route ${routeName}`);
  const title = t(route.title);
  return (
    <section className="page placeholder-page" data-route={route.name}>
      <PageTitle title={title} />
      <h1 className="page__title">{subject ? `${title}: ${subject}` : title}</h1>
      <p className="page__lead">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
