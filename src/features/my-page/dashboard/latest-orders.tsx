import 'server-only';
import { Link } from 'waku';
import { formatDate, formatPrice } from '../../../lib/format';
import { callAsUser, getPermissions, getRequestContext, serviceFaultText } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { isTextKey, t } from '../../../lib/texts';
import { getLatestOrders } from '../../../lib/upstream/order/get-latest-orders';

const statusText = (status: string) => {
  const key = `myPages.orderStatus.${status}`;
  return isTextKey(key) ? t(key) : status;
};

/** The five newest orders with their status; amounts only for buyers who see prices. */
export async function LatestOrders() {
  const { session, services } = getRequestContext();
  const withPrices = getPermissions().viewPrices;
  const orders = await callAsUser((token) => getLatestOrders(services.order, { token, customerId: session?.customerId, limit: 5 })).catch((error: unknown) => {
    if (serviceFaultText(error)) return null;
    throw error;
  });
  if (orders === null) return <p className="form-message form-message--error">{t('myPages.dashboard.ordersUnavailable')}</p>;
  if (orders.length === 0) return <p>{t('myPages.dashboard.noOrders')}</p>;
  return (
    <>
      <table className="data-table latest-orders">
        <thead>
          <tr>
            <th scope="col">{t('myPages.dashboard.orderNumber')}</th>
            <th scope="col">{t('myPages.dashboard.orderDate')}</th>
            <th scope="col">{t('myPages.dashboard.orderStatus')}</th>
            <th scope="col">{t('myPages.dashboard.orderReference')}</th>
            {withPrices ? <th scope="col" className="numeric">{t('myPages.dashboard.orderTotal')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">
                <Link to={href('mina-sidor-order', { id: order.orderId })}>{order.orderId}</Link>
              </th>
              <td>{formatDate(order.orderDate)}</td>
              <td>{statusText(order.orderStatus)}</td>
              <td>{order.reference ?? ''}</td>
              {withPrices ? <td className="numeric">{order.total === null ? '' : formatPrice(order.total)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to={href('mina-sidor-ordrar')}>{t('myPages.dashboard.allOrders')}</Link>
      </p>
    </>
  );
}
