import '../checkout.css';
import { Link } from 'waku';
import { isDeliveryMethodId } from '../../../../domain/delivery/delivery-methods';
import { t } from '../../../lib/texts';
import type { CheckoutResult } from '../checkout-result';

/** Step 4: one order number per delivery, and the deliveries that could not be ordered. */
export function SuccessPageView({ result }: { result: CheckoutResult }) {
  const methodName = (method: string) => (isDeliveryMethodId(method) ? t(`deliveryMethods.${method}`) : method);
  return (
    <div className="checkout-page checkout-success">
      <h1>{t('checkoutFlow.success.title')}</h1>
      {result.failedDeliveries.length > 0 ? (
        <p role="alert" className="form-message form-message--error">
          {t('errors.invalid_partial_order', { deliveries: result.failedDeliveries.map((deliveryId) => methodName(deliveryId.split(':')[0] ?? deliveryId)).join(', ') })}
        </p>
      ) : null}
      <p>{t('checkoutFlow.success.lead')}</p>
      <ul className="checkout-success__orders">
        {result.orders.map((order) => (
          <li key={order.deliveryId}>
            <span>{methodName(order.method)}</span>
            <span>
              {t('order.orderNumber')}: <strong data-order-number>{order.orderId}</strong>
            </span>
          </li>
        ))}
      </ul>
      <p className="checkout-actions">
        <Link to="/" className="button button--primary">
          {t('checkoutFlow.success.continue')}
        </Link>
      </p>
    </div>
  );
}
