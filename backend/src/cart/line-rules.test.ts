import { describe, expect, it } from 'vitest';
import type { Delivery } from './delivery-id';
import { DELIVERY_METHODS } from './delivery-methods';
import { lineError, orderMultipleAt, type ArticleFacts } from './line-rules';

const delivery = (methodId: keyof typeof DELIVERY_METHODS, locationId: string): Delivery => ({
  deliveryId: `${methodId}:${locationId}`,
  method: DELIVERY_METHODS[methodId],
  locationId,
  locationType: locationId === 'CL-01' ? 'CENTRAL' : 'STORE',
});
const row = (location_id: string, quantity: number, order_multiple = 1, stocked = 1) => ({ location_id, quantity, stocked, order_multiple });
const article = (overrides: Partial<ArticleFacts> = {}): ArticleFacts => ({
  unit: 'ST',
  discontinued: false,
  purchaseConstraints: [],
  filterTags: [],
  stock: [row('CL-01', 100), row('S-UME-01', 4)],
  ...overrides,
});
const home = delivery('DBI', 'CL-01');
const pickup = delivery('EXH', 'S-UME-01');

describe('lineError', () => {
  it('accepts an ordinary article for every standard delivery', () => {
    expect(lineError(article(), home, 3)).toBeNull();
    expect(lineError(article(), pickup, 3)).toBeNull();
  });

  it('refuses unknown articles and bad quantities', () => {
    expect(lineError(undefined, home, 1)).toBe('unknown_article');
    expect(lineError(article(), home, 0)).toBe('quantity_not_positive');
    expect(lineError(article({ stock: [row('CL-01', 10, 5)] }), home, 7)).toBe('not_order_multiple');
  });

  it('applies the purchase constraints per delivery', () => {
    const onlyStore = article({ purchaseConstraints: ['onlyStore'] });
    expect(lineError(onlyStore, home, 1)).toBe('not_purchasable');
    expect(lineError(onlyStore, pickup, 1)).toBeNull();
    const stockedOnly = article({ purchaseConstraints: ['mustBeInStockedAt'], stock: [row('CL-01', 10), row('S-STO-01', 3)] });
    expect(lineError(stockedOnly, pickup, 1)).toBe('not_purchasable');
    expect(lineError(stockedOnly, delivery('EXH', 'S-STO-01'), 1)).toBeNull();
    expect(lineError(stockedOnly, home, 1)).toBeNull();
  });

  it('sells a discontinued article only while some location has it', () => {
    expect(lineError(article({ discontinued: true, stock: [row('CL-01', 0), row('S-UME-01', 2)] }), home, 1)).toBeNull();
    expect(lineError(article({ discontinued: true, stock: [row('CL-01', 0)] }), home, 1)).toBe('not_purchasable');
  });

  it('offers express only for articles tagged for it', () => {
    expect(lineError(article(), delivery('XXX', 'S-UME-01'), 1)).toBe('express_not_available');
    expect(lineError(article({ filterTags: ['express-delivery'] }), delivery('XXX', 'S-UME-01'), 1)).toBeNull();
  });

  it('takes the order multiple from the delivery location, else any row, else 1', () => {
    expect(orderMultipleAt(article({ stock: [row('CL-01', 1, 10), row('S-UME-01', 1, 10)] }), 'S-UME-01')).toBe(10);
    expect(orderMultipleAt(article({ stock: [row('CL-01', 1, 5)] }), 'S-UME-01')).toBe(5);
    expect(orderMultipleAt(article({ stock: [] }), 'S-UME-01')).toBe(1);
  });
});
