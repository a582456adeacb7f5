import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { DeliveryPageView } from '../../features/checkout/components/delivery-page-view';
import { loadDeliveryPage } from '../../features/checkout/load-delivery-page';
import { ServiceUnavailable } from '../../components/feedback/service-unavailable';
import { getRequestContext, loadPageData } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { DataLayerEventOnView } from '../../features/analytics';
import { checkoutEvent } from '../../features/analytics/server';
import { readNewAddressChoice } from '../../features/checkout/new-address-choice';

// Step 2 of checkout (requiresAuth, minimal layout): how and when each delivery comes.
export default async function DeliveryPage({ query }: PageProps<'/delivery'>) {
  // Punch-out: no order is placed in the shop; the cart goes back to the procurement system.
  if (getRequestContext().mode === 'PUNCHOUT') redirect(href('punchout-overforing'));
  // A cart service that is down or stalled shows its message in the page frame, not a 500.
  const loaded = await loadPageData(loadDeliveryPage);
  return (
    <>
      <PageTitle title={t('checkoutFlow.delivery.title')} />
      {loaded.failed ? (
        <ServiceUnavailable textKey={loaded.textKey} />
      ) : (
        <>
          <DataLayerEventOnView events={[checkoutEvent('delivery')]} eventKey="delivery" />
          <DeliveryPageView data={loaded.data} newAddress={readNewAddressChoice(query)} />
        </>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
