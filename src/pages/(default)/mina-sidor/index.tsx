import { PageTitle } from '../../../components/page-title';
import { MyPageDashboard } from '../../../features/my-page/server';
import { t } from '../../../lib/texts';

// My page (spec point 2): the dashboard of the buyer's account; requiresAuth is the route guard's.
export default async function MyPage() {
  return (
    <section className="page">
      <PageTitle title={t('routes.myPage')} />
      <MyPageDashboard />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
