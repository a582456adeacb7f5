import { unstable_redirect as redirect } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { readCheckoutResult } from '../../features/checkout/checkout-result';
import { SuccessPageView } from '../../features/checkout/components/success-page-view';
import { t } from '../../lib/texts';
import { DataLayerEventOnView } from '../../features/analytics';
import { checkoutEvent, purchaseEvents } from '../../features/analytics/server';

// Step 4 (requiresAuth), shown once: only with the signed result cookie the placing action left
// for this buyer, which the edge clears as it shows; anyone else, and a reload, goes to the start page.
export default async function CheckoutSuccessPage() {
  const result = await readCheckoutResult();
  if (!result) redirect('/');
  const orderIds = result.orders.map((order) => order.orderId).filter(Boolean);
  const events = [checkoutEvent('checkout-success-page'), ...(await purchaseEvents(orderIds))];
  return (
    <>
      <PageTitle title={t('checkoutFlow.success.title')} />
      {/* The purchase is pushed once per order id, never again (decision 036). */}
      <DataLayerEventOnView events={events} eventKey={orderIds.join(',')} />
      <SuccessPageView result={result} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
