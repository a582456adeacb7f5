import { describe, expect, it } from 'vitest';
import { analyticsPrice, itemsValue, LIST_NAMES, toAnalyticsItem, toAnalyticsItems } from './analytics-item';
import { cartChange, checkoutStep, promotionEvent, purchase, viewCart, viewItem } from './ecommerce-events';
import { withListName } from './with-list-name';
import { analyticsItemProps } from './analytics-item-attribute';

describe('analyticsPrice (spec point 9: netPrice + alloyingPrice, two decimals)', () => {
  it.each([
    [100, 12.345, 112.35],
    [0.1, 0.2, 0.3],
    [49.9, null, 49.9],
    [49.9, undefined, 49.9],
    [0, 0, 0],
  ])('%s + %s = %s', (net, alloying, expected) => {
    expect(analyticsPrice(net, alloying)).toBe(expected);
  });

  it('has no price without a net price (never 0 instead)', () => {
    expect(analyticsPrice(null, 5)).toBeUndefined();
    expect(analyticsPrice(undefined)).toBeUndefined();
    expect(analyticsPrice(Number.NaN)).toBeUndefined();
  });
});

describe('toAnalyticsItem', () => {
  it('maps article number, name, price, list name and position', () => {
    expect(toAnalyticsItem({ articleNumber: '1001', name: 'Skruv', netPrice: 10, alloyingPrice: 1.005, quantity: 3, listName: LIST_NAMES.product, position: 7 }, 0)).toEqual({
      item_id: '1001',
      item_name: 'Skruv',
      price: 11.01,
      quantity: 3,
      item_list_name: 'product_list',
      index: 7,
    });
  });

  it('defaults quantity to 1 and the position to index + 1, and leaves out what it does not know', () => {
    expect(toAnalyticsItems([{ articleNumber: 'A' }, { articleNumber: 'B', quantity: 0 }])).toEqual([
      { item_id: 'A', quantity: 1, index: 1 },
      { item_id: 'B', quantity: 1, index: 2 },
    ]);
  });
});

describe('events carry no price for a buyer with EJ_SE_PRISER', () => {
  const items = [toAnalyticsItem({ articleNumber: '1001', name: 'Skruv', netPrice: 10, quantity: 2 }, 0)];
  const hasPrice = (value: unknown) => /"(price|value)"/.test(JSON.stringify(value));

  it('keeps prices and the value for a buyer who may see them', () => {
    expect(cartChange('add_to_cart', items, true).ecommerce).toEqual({ currency: 'SEK', value: 20, items });
    expect(itemsValue(items)).toBe(20);
  });

  it('drops every price, value and revenue otherwise', () => {
    expect(hasPrice(cartChange('add_to_cart', items, false))).toBe(false);
    expect(hasPrice(viewCart('cart', items, false))).toBe(false);
    expect(hasPrice(viewItem(items[0]!, false))).toBe(false);
    expect(hasPrice(purchase({ orderId: 'O1', affiliation: 'bygg', revenue: 20, items }, false))).toBe(false);
  });

  it('has no value when an item has no price', () => {
    expect(viewCart('cart-flyout', [...items, toAnalyticsItem({ articleNumber: '2' }, 1)], true).ecommerce).not.toHaveProperty('value');
  });
});

describe('event shapes', () => {
  const items = [toAnalyticsItem({ articleNumber: '1001', name: 'Skruv', netPrice: 10, quantity: 2 }, 0)];

  it('purchase: order id, affiliation = brand, revenue, tax 0, shipping 0, SEK', () => {
    expect(purchase({ orderId: 'O1', affiliation: 'bygg', revenue: 123.456, items: [] }, true)).toEqual({
      event: 'purchase',
      page_type: 'checkout-success-page',
      ecommerce: { transaction_id: 'O1', affiliation: 'bygg', currency: 'SEK', tax: 0, shipping: 0, value: 123.46, items: [] },
    });
  });

  it('checkout carries its step and page type', () => {
    expect(checkoutStep(2, 'delivery')).toEqual({ event: 'checkout', page_type: 'delivery', ecommerce: { checkout_step: 2 } });
  });

  it('promotions carry the marketingId and creative', () => {
    expect(promotionEvent('select_promotion', { marketingId: 'vinter-24', creative: 'hero' })).toEqual({ event: 'select_promotion', ecommerce: { promotion_id: 'vinter-24', creative_name: 'hero' } });
  });

  it('a cart event gets the list name of the form that sent it', () => {
    expect(withListName(cartChange('remove_from_cart', items, true), 'cart_list').ecommerce?.items).toEqual([{ ...items[0], item_list_name: 'cart_list' }]);
  });
});

describe('analyticsItemProps (how a list row tells the observer what it is)', () => {
  it('is the attribute the observer reads, holding the item as JSON', () => {
    const item = toAnalyticsItem({ articleNumber: '1001', name: 'Skruv "M6"', listName: LIST_NAMES.cart, position: 2 }, 0);
    const props = analyticsItemProps(item);
    expect(Object.keys(props)).toEqual(['data-analytics-item']);
    expect(JSON.parse(props['data-analytics-item'])).toEqual(item);
  });
});
