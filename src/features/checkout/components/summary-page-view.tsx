import '../checkout.css';
import { Link } from 'waku';
import { CartTotalsPanel } from '../../cart/server';
import { t } from '../../../lib/texts';
import type { SummaryPageData } from '../load-summary-page';
import { PlaceOrderForm } from './place-order-form';
import { summaryMoney } from '../summary-money';
import { SummaryDelivery } from './summary-delivery';

/** Step 3: every delivery as it will be ordered, then the order button (absent with EJ_ORDER). */
export function SummaryPageView({ data }: { data: SummaryPageData }) {
  const { cart } = data;
  if (cart.deliveries.length === 0) {
    return (
      <div className="checkout-page">
        <h1>{t('checkoutFlow.summary.title')}</h1>
        <p>{t('checkoutFlow.delivery.emptyCart')}</p>
        <Link to="/">{t('checkoutFlow.delivery.toStart')}</Link>
      </div>
    );
  }
  const anyIncluded = cart.deliveries.some((delivery) => delivery.isIncludedInOrder);
  const money = summaryMoney(cart, data.showPrices);
  return (
    <div className="checkout-page">
      <h1>{t('checkoutFlow.summary.title')}</h1>
      <p className="checkout-page__lead">{t('checkoutFlow.summary.lead')}</p>
      {cart.deliveries.map((delivery, index) => (
        <SummaryDelivery
          key={delivery.deliveryId}
          delivery={delivery}
          index={index}
          total={cart.deliveries.length}
          lines={cart.cartItems.filter((line) => line.deliveryId === delivery.deliveryId)}
          addresses={data.addresses}
          locations={data.locations}
          money={money.lines}
          totals={money.deliveries.get(delivery.deliveryId)}
        />
      ))}
      {money.order ? <CartTotalsPanel totals={money.order} heading={t('cartPage.totals.order')} id="summary-totals-order" /> : null}
      {!data.placeOrders ? (
        <p className="checkout-notice checkout-notice--warning">{t('checkoutFlow.summary.notAllowed')}</p>
      ) : anyIncluded ? (
        <PlaceOrderForm idempotencyKey={data.idempotencyKey} />
      ) : (
        <p className="checkout-notice">{t('checkoutFlow.summary.nothingIncluded')}</p>
      )}
    </div>
  );
}
