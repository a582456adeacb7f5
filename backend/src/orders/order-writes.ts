import type { OrderDraft } from './checkout-plan';

export interface OrderContext {
  cartId: string;
  userId: string;
  customerId: string;
  projectId: string | null;
  tempOrderId: string;
  sendOrderReceipt: boolean;
  /** ISO time and Stockholm date of placing. */
  createdAt: string;
  orderDate: string;
}

/**
 * One delivery's order as one batch (one transaction): the order, its rows, the receipt e-mail,
 * and the removal of the ordered lines from the cart. The order is written only while every one
 * of its lines is still in the cart, so the same lines can never be ordered twice; the last
 * statement answers the order number (null when nothing was written).
 */
export function placeOrderStatements(db: D1Database, draft: OrderDraft, context: OrderContext): D1PreparedStatement[] {
  const lineIds = JSON.stringify(draft.items.map((item) => item.cartItemId));
  const rows = JSON.stringify(
    draft.items.map((item) => ({ p: item.position, a: item.articleNumber, n: item.name, q: item.quantity, u: item.unit, l: item.label, np: item.netPrice, ap: item.alloyingPrice, sp: item.salesPrice, rt: item.rowTotal, qn: item.quoteNumber, cf: item.configuration, cs: item.configurationSummary })),
  );
  return [
    db
      .prepare(
        `INSERT INTO orders (temp_order_id, cart_id, user_id, customer_id, project_id, delivery_id, delivery_method, location_id, requested_delivery_date,
           status, reference, details, send_order_receipt, item_count, total_net, total_alloying, order_date, created_at, quote_number)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'RECEIVED', ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?19
         WHERE (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT value FROM json_each(?18))) = ?13`,
      )
      .bind(
        context.tempOrderId, context.cartId, context.userId, context.customerId, context.projectId, draft.deliveryId, draft.methodId, draft.locationId,
        draft.requestedDeliveryDate, draft.reference, JSON.stringify(draft.details), context.sendOrderReceipt ? 1 : 0, draft.items.length,
        draft.totalNet, draft.totalAlloying, context.orderDate, context.createdAt, lineIds,
        draft.items.find((item) => item.quoteNumber)?.quoteNumber ?? null,
      ),
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, article_number, name, quantity, unit, label, net_price, alloying_price, sales_price, row_total, quote_number,
           configuration, configuration_summary)
         SELECT o.id, j.value ->> 'p', j.value ->> 'a', j.value ->> 'n', j.value ->> 'q', j.value ->> 'u', j.value ->> 'l',
           j.value ->> 'np', j.value ->> 'ap', j.value ->> 'sp', j.value ->> 'rt', j.value ->> 'qn', j.value ->> 'cf', j.value ->> 'cs'
         FROM orders o, json_each(?2) j WHERE o.temp_order_id = ?1`,
      )
      .bind(context.tempOrderId, rows),
    db
      .prepare('DELETE FROM cart_items WHERE cart_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND EXISTS (SELECT 1 FROM orders WHERE temp_order_id = ?3)')
      .bind(context.cartId, lineIds, context.tempOrderId),
    // The receipt waits in the outbox like every other e-mail of the backend (no sender locally).
    db
      .prepare(
        `INSERT INTO email_outbox (to_address, subject, body, created_at)
         SELECT u.email, 'Orderbekräftelse ' || o.id, 'Tack för din order ' || o.id || ' (' || o.item_count || ' rader).', ?2
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.temp_order_id = ?1 AND o.send_order_receipt = 1`,
      )
      .bind(context.tempOrderId, Date.parse(context.createdAt)),
    ...addressSnapshotStatements(db, context.tempOrderId),
    db.prepare('SELECT id FROM orders WHERE temp_order_id = ?1').bind(context.tempOrderId),
  ];
}

/**
 * The order's delivery and invoice address as they are now (order history shows what the order
 * was placed with, whatever the address book says later): the chosen address-book entry or the
 * pickup store, and the customer's register address (read-only first) for the invoice. The same
 * rule as the seeded history (backend/seed/order-history-seed.mjs).
 */
function addressSnapshotStatements(db: D1Database, tempOrderId: string): D1PreparedStatement[] {
  const columns = 'order_id, type, name, recipient_name, address1, address2, postal_code, postal_address, country_code, phone';
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO order_addresses (${columns})
         SELECT o.id, 'DELIVERY', a.name, a.recipient_name, a.address1, a.address2, a.postal_code, a.postal_address, a.country_code, a.phone
         FROM orders o JOIN addresses a ON a.id = o.details ->> '$.deliveryAddress.addressId' AND a.customer_id = o.customer_id WHERE o.temp_order_id = ?1
         UNION ALL
         SELECT o.id, 'DELIVERY', s.name, NULL, s.street, NULL, s.postal_code, s.city, 'SE', s.phone
         FROM orders o JOIN stores s ON s.id = o.location_id WHERE o.temp_order_id = ?1 AND o.delivery_method IN ('EXH', 'EXB')`,
      )
      .bind(tempOrderId),
    db
      .prepare(
        `INSERT OR IGNORE INTO order_addresses (${columns})
         SELECT o.id, 'INVOICE', a.name, 'Ekonomiavdelningen', a.address1, a.address2, a.postal_code, a.postal_address, a.country_code, NULL
         FROM orders o JOIN addresses a ON a.id = (SELECT id FROM addresses WHERE customer_id = o.customer_id ORDER BY read_only DESC, preselected DESC, id LIMIT 1)
         WHERE o.temp_order_id = ?1`,
      )
      .bind(tempOrderId),
  ];
}
