import { describe, expect, it } from 'vitest';
import type { CartRow, DeliveryRow, ItemRow } from './cart-repository';
import { toCartView } from './cart-view';

const cart: CartRow = { id: 'cart_test0001', user_id: 'U-0001', customer_id: 'C-1001', project_id: '', status: 'ACTIVE', locked_until: null, created_at: 0, updated_at: 0 };
const item = (id: string, article: string, deliveryId: string, created: number): ItemRow => ({ id, article_number: article, delivery_id: deliveryId, quantity: 1, label: '', created_at: created, updated_at: created });
const delivery = (deliveryId: string, included = 1, date: string | null = null): DeliveryRow => ({ delivery_id: deliveryId, requested_delivery_date: date, is_included_in_order: included });

describe('toCartView', () => {
  it('groups lines into deliveries in the order their first line came, with method and location', () => {
    const view = toCartView(cart, {
      deliveries: [delivery('DBI:CL-01', 1, '2026-12-22'), delivery('EXH:S-UME-01', 0)],
      items: [item('c1', '111', 'EXH:S-UME-01', 1), item('c2', '222', 'DBI:CL-01', 2), item('c3', '333', 'EXH:S-UME-01', 3)],
    });
    expect(view.deliveries.map((d) => [d.deliveryId, d.deliveryMethod, d.deliveryMethodName, d.locationId, d.isIncludedInOrder, d.cartItemIds])).toEqual([
      ['EXH:S-UME-01', 'EXH', 'Leverans till butik', 'S-UME-01', false, ['c1', 'c3']],
      ['DBI:CL-01', 'DBI', 'Utkörning', 'CL-01', true, ['c2']],
    ]);
    expect(view.deliveryIdsInOrder).toEqual(['DBI:CL-01']);
    expect(view.cartItems.map((i) => [i.cartItemId, i.requestedDeliveryDate, i.isIncludedInOrder, i.label])).toEqual([
      ['c1', null, false, null],
      ['c2', '2026-12-22', true, null],
      ['c3', null, false, null],
    ]);
    expect(view.projectId).toBeNull();
  });

  it('lists no delivery without lines, and includes a delivery whose row is missing', () => {
    const view = toCartView(cart, { deliveries: [delivery('EXH:S-STO-01')], items: [item('c1', '111', '24-12:CL-01', 1)] });
    expect(view.deliveries.map((d) => d.deliveryId)).toEqual(['24-12:CL-01']);
    expect(view.deliveryIdsInOrder).toEqual(['24-12:CL-01']);
  });
});
