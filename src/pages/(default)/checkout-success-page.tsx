import { unstable_redirect as redirect } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { readCheckoutResult } from '../../features/checkout/checkout-result';
import { SuccessPageView } from '../../features/checkout/components/success-page-view';
import { t } from '../../lib/texts';

// Step 4 (requiresAuth): reachable only right after an order placed in this session, while the
// short-lived result cookie the placing action set is there; anyone else goes to the start page.
export default async function CheckoutSuccessPage() {
  const result = readCheckoutResult();
  if (!result) redirect('/');
  return (
    <>
      <PageTitle title={t('checkoutFlow.success.title')} />
      <SuccessPageView result={result} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
