import { PageTitle } from '../../components/page-title';
import { CartPageView } from '../../features/cart/components/cart-page-view';
import { SaveCartAsListPanel } from '../../features/shopping-lists/server';
import { RequestQuotePanel } from '../../features/quotes/server';
import { t } from '../../lib/texts';

// Checkout step 1 (spec point 2). requiresAuth is the route guard's; per-buyer, so never cached.
export default async function CartPage() {
  return (
    <>
      <PageTitle title={t('cartPage.metaTitle')} />
      <CartPageView
        tools={
          <>
            <SaveCartAsListPanel />
            <RequestQuotePanel />
          </>
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
