import { unstable_redirect as redirect } from 'waku/router/server';
import { PageTitle } from '../../components/page-title';
import { readCheckoutResult } from '../../features/checkout/checkout-result';
import { SuccessPageView } from '../../features/checkout/components/success-page-view';
import { t } from '../../lib/texts';

// Step 4 (requiresAuth), shown once: only with the signed result cookie the placing action left
// for this buyer, which the edge clears as it shows; anyone else, and a reload, goes to the start page.
export default async function CheckoutSuccessPage() {
  const result = await readCheckoutResult();
  if (!result) redirect('/');
  return (
    <>
      <PageTitle title={t('checkoutFlow.success.title')} />
      <SuccessPageView result={result} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
