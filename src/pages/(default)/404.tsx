import { ErrorPage } from '../../components/feedback/error-page';
import { PageTitle } from '../../components/page-title';
import { getRequestContext } from '../../lib/request';
import { t } from '../../lib/texts';

// Waku renders this for notFound() thrown by a page (an unknown product or content slug). Its own
// path is /404, so the path asked for comes from the request context.
export default async function NotFoundPage() {
  const { pagePath } = getRequestContext();
  return (
    <>
      <PageTitle title={t('errorPage.notFound.title')} />
      <ErrorPage status={404} fromServer={false} {...(pagePath ? { path: pagePath } : {})} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
