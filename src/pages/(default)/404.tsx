import { ErrorPage } from '../../components/feedback/error-page';
import { PageTitle } from '../../components/page-title';
import { t } from '../../lib/texts';

// Waku renders this for any path no page takes and for notFound() thrown by a page.
export default async function NotFoundPage({ path }: { path: string }) {
  return (
    <>
      <PageTitle title={t('errorPage.notFound.title')} />
      <ErrorPage status={404} fromServer={false} path={path} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
