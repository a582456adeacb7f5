import { describe, expect, it } from 'vitest';
import { TrackingBatchSchema } from './tracking-batch';
import { trackingEventsFrom } from './tracking-events-from-data-layer';

describe('tracking events read off the data layer (spec points 5 and 7)', () => {
  it('select_item is a click with the list it was chosen from', () => {
    expect(trackingEventsFrom({ event: 'select_item', ecommerce: { item_list_name: 'search_result_list', items: [{ item_id: '1000001', quantity: 1, index: 1, price: 12 }] } })).toEqual([
      { type: 'click', entity: { type: 'variant', id: '1000001' }, quantity: 1, listName: 'search_result_list' },
    ]);
  });

  it('add_to_cart is one addtocart per item, quantity defaulting to 1, list name from the item', () => {
    expect(trackingEventsFrom({ event: 'add_to_cart', ecommerce: { items: [{ item_id: '1000001', quantity: 3, item_list_name: 'cart_list' }, { item_id: '1000002' }] } })).toEqual([
      { type: 'addtocart', entity: { type: 'variant', id: '1000001' }, quantity: 3, listName: 'cart_list' },
      { type: 'addtocart', entity: { type: 'variant', id: '1000002' }, quantity: 1 },
    ]);
  });

  it('purchase carries its order id; a purchase without one is not sent', () => {
    expect(trackingEventsFrom({ event: 'purchase', ecommerce: { transaction_id: 'ORD-1', items: [{ item_id: '1000001', quantity: 2 }] } })).toEqual([
      { type: 'purchase', entity: { type: 'variant', id: '1000001' }, quantity: 2, orderId: 'ORD-1' },
    ]);
    expect(trackingEventsFrom({ event: 'purchase', ecommerce: { items: [{ item_id: '1000001', quantity: 2 }] } })).toEqual([]);
  });

  it('every other event, and items that are not article numbers, send nothing', () => {
    for (const event of ['view_item_list', 'view_item', 'remove_from_cart', 'view_cart', 'checkout', 'web_vitals', 'view_promotion']) {
      expect(trackingEventsFrom({ event, ecommerce: { items: [{ item_id: '1000001', quantity: 1 }] } })).toEqual([]);
    }
    expect(trackingEventsFrom({ event: 'add_to_cart', ecommerce: { items: [{ item_id: 'ABC' }, { item_id: 7 }] } })).toEqual([]);
    expect(trackingEventsFrom({ event: 'add_to_cart', ecommerce: null })).toEqual([]);
  });

  it('what it makes is a batch the edge accepts', () => {
    const events = [
      ...trackingEventsFrom({ event: 'select_item', ecommerce: { item_list_name: 'product_list', items: [{ item_id: '1000001', quantity: 1 }] } }),
      ...trackingEventsFrom({ event: 'add_to_cart', ecommerce: { items: [{ item_id: '1000001', quantity: 5, item_list_name: 'Not A Name' }] } }),
      ...trackingEventsFrom({ event: 'purchase', ecommerce: { transaction_id: '123456', items: [{ item_id: '1000001', quantity: 5 }] } }),
    ];
    expect(TrackingBatchSchema.safeParse({ trackingId: 'a'.repeat(21), events }).success).toBe(true);
  });
});
