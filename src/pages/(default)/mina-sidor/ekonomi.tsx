import { PageTitle } from '../../../components/page-title';
import { Streamed } from '../../../components/streaming/streamed';
import { SpendSection } from '../../../features/my-page/server';
import { t } from '../../../lib/texts';

// Financial follow-up (issue 14; EJ_SE_EKONOMISK_UPPFÖLJNING denies it in the route table, and the
// section and the order service check again): spend per month and project, chart drawn here.
export default async function MinaSidorEkonomiPage() {
  return (
    <section className="page">
      <PageTitle title={t('myPages.spend.title')} />
      <h1 className="page__title">{t('myPages.spend.title')}</h1>
      <p className="page__lead">{t('myPages.spend.lead')}</p>
      <div className="spend-area">
        <Streamed fallback={<p className="loading-note" aria-busy="true" />}>
          <SpendSection />
        </Streamed>
      </div>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
