import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../../lib/upstream/order/order-schemas';
import { orderLineAnalyticsItem } from './order-line-analytics';

const line: OrderItem = {
  position: 3, articleNumber: '1000001', name: 'Installationskabel', quantity: 2, unit: 'RLE', label: null, configurationSummary: null,
  netPrice: 5000, alloyingPrice: 651.613, salesPrice: 9115.5, rowTotal: 11303.23, deliveredQuantity: 2, remainingQuantity: 0,
};

describe('orderLineAnalyticsItem: an order line as an item of historic_order_list (spec point 9)', () => {
  it('is what the line cost, at the order\'s own position', () => {
    expect(orderLineAnalyticsItem(line, true)).toEqual({ item_id: '1000001', item_name: 'Installationskabel', price: 5651.61, quantity: 2, item_list_name: 'historic_order_list', index: 3 });
  });

  it('has no price for a buyer who may not see prices (EJ_SE_PRISER)', () => {
    expect(orderLineAnalyticsItem(line, false)).not.toHaveProperty('price');
  });
});
