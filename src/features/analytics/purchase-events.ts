import 'server-only';
import { callAsUser, getRequestContext } from '../../lib/request';
import { getOrder } from '../../lib/upstream/order/get-order';
import { toAnalyticsItem } from './analytics-item';
import { purchase, type DataLayerEvent } from './ecommerce-events';

/**
 * One purchase event per order just placed (a checkout splits into one order per delivery), from
 * the order service's own record: what the order cost, not what the cart said. A buyer with
 * EJ_SE_PRISER gets no price and no revenue. An order the service cannot show still reports its
 * id, so the purchase is counted.
 */
export async function purchaseEvents(orderIds: readonly string[]): Promise<DataLayerEvent[]> {
  const { brand, services, session, permissions } = getRequestContext();
  return Promise.all(
    orderIds.map(async (orderId) => {
      const order = await callAsUser((token) => getOrder(services.order, { token, orderId, customerId: session?.customerId })).catch(() => null);
      const items = (order?.orderItems ?? []).map((line, index) =>
        toAnalyticsItem({ articleNumber: line.articleNumber, name: line.name, netPrice: line.netPrice, alloyingPrice: line.alloyingPrice, quantity: line.quantity, position: line.position || index + 1 }, index),
      );
      return purchase({ orderId, affiliation: brand.id, revenue: order?.total ?? undefined, items }, permissions.viewPrices);
    }),
  );
}
