import type { OrderItem } from '../../lib/upstream/order/order-schemas';
import { LIST_NAMES, toAnalyticsItem, type AnalyticsItem } from '../analytics';

/**
 * An order line as an item of the historic_order_list analytics list (spec point 9): what it cost
 * on the order, and only for a buyer who may see prices (EJ_SE_PRISER gets none); its place is the
 * order's own line position.
 */
export function orderLineAnalyticsItem(item: OrderItem, withPrices: boolean): AnalyticsItem {
  return toAnalyticsItem(
    {
      articleNumber: item.articleNumber,
      name: item.name,
      netPrice: withPrices ? item.netPrice : undefined,
      alloyingPrice: withPrices ? item.alloyingPrice : undefined,
      quantity: item.quantity,
      listName: LIST_NAMES.historicOrder,
      position: item.position,
    },
    0,
  );
}
