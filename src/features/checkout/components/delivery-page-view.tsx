import '../checkout.css';
import { Link } from 'waku';
import { getRequestContext } from '../../../lib/request';
import { t } from '../../../lib/texts';
import type { DeliveryPageData } from '../load-delivery-page';
import { toAddressView, toCalendarView, toDeliveryViews, toMethodView, toStoreViews } from '../to-delivery-views';
import { AddAddressDialog } from './add-address-dialog';
import { addressFieldLabels } from '../../my-page/server';
import { DeliveryForm } from './delivery-form';
import type { NewAddressChoice } from '../new-address-choice';

/**
 * Step 2 for a loaded cart: the delivery form with an add-address dialog per delivery, or a way
 * back when the cart is empty.
 */
export function DeliveryPageView({ data, newAddress }: { data: DeliveryPageData; newAddress: NewAddressChoice | null }) {
  const { brand } = getRequestContext();
  if (data.cart.deliveries.length === 0) {
    return (
      <div className="checkout-page">
        <h1>{t('checkoutFlow.delivery.title')}</h1>
        <p>{t('checkoutFlow.delivery.emptyCart')}</p>
        <Link to="/">{t('checkoutFlow.delivery.toStart')}</Link>
      </div>
    );
  }
  const deliveries = toDeliveryViews({ ...data, defaultStoreId: brand.defaultStoreId, newAddress });
  const labels = addressFieldLabels();
  return (
    <div className="checkout-page">
      <h1>{t('checkoutFlow.delivery.title')}</h1>
      <p className="checkout-page__lead">{t('checkoutFlow.delivery.lead')}</p>
      {data.limited ? <p className="checkout-notice">{t('checkoutFlow.delivery.limitedMethods')}</p> : null}
      <DeliveryForm
        deliveries={deliveries}
        methods={data.methods.map(toMethodView)}
        stores={toStoreViews(data.locations)}
        addresses={data.addresses.map(toAddressView)}
        calendar={toCalendarView(data)}
      />
      {deliveries.map((delivery) => (
        <AddAddressDialog key={delivery.deliveryId} labels={labels} deliveryIndex={delivery.index} deliveryId={delivery.deliveryId} />
      ))}
    </div>
  );
}
