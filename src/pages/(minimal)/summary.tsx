import { unstable_redirect as redirect } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { SummaryPageView } from '../../features/checkout/components/summary-page-view';
import { loadSummaryPage } from '../../features/checkout/load-summary-page';
import { ServiceUnavailable } from '../../components/feedback/service-unavailable';
import { getRequestContext, loadPageData } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { DataLayerEventOnView } from '../../features/analytics';
import { checkoutEvent } from '../../features/analytics/server';

// Step 3 of checkout (requiresAuth, minimal layout): review the deliveries and place the order.
export default async function SummaryPage() {
  // Punch-out: no order is placed in the shop; the cart goes back to the procurement system.
  if (getRequestContext().mode === 'PUNCHOUT') redirect(href('punchout-overforing'));
  // A cart service that is down or stalled shows its message in the page frame, not a 500.
  const loaded = await loadPageData(loadSummaryPage);
  return (
    <>
      <PageTitle title={t('checkoutFlow.summary.title')} />
      {loaded.failed ? (
        <ServiceUnavailable textKey={loaded.textKey} />
      ) : (
        <>
          <DataLayerEventOnView events={[checkoutEvent('summary')]} eventKey="summary" />
          <SummaryPageView data={loaded.data} />
        </>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
