// Demo data of the cart, order and address services: delivery addresses per customer and a few
// past orders (order history). Carts start empty; every user gets one on first use.
// Order rows take their articles from the seeded catalogue by variant id (ids follow popularity,
// so small ids exist at any catalogue size) and are priced from it inside SQLite.

const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(sql).join(', ')});`;

const SEEDED_AT = 1_795_219_200_000; // 2026-11-21T00:00:00Z

/** [id, customer, label, name, recipient, address1, address2, postal code, postal address, country, phone, preselected, read-only] */
const ADDRESSES = [
  // The customer register's address: shown, never edited in the shop.
  ['A-1001-01', 'C-1001', 'Huvudkontor', 'Bygg & El Norr AB', 'Godsmottagningen', 'Storgatan 12', null, '90325', 'Umeå', 'SE', '090-12 34 50', 1, 1],
  ['A-1001-02', 'C-1001', 'Kv. Björken', 'Bygg & El Norr AB', 'Per Persson', 'Björkvägen 4', 'Grind 2', '90736', 'Umeå', 'SE', '070-123 45 67', 0, 0],
  // No recipient: the shop shows 'Mottagarnamn saknas'.
  ['A-1001-03', 'C-1001', 'Skolan i Skellefteå', 'Bygg & El Norr AB', null, 'Skolgatan 20', null, '93131', 'Skellefteå', 'SE', null, 0, 0],
  ['A-1001-04', 'C-1001', 'Lager Luleå', 'Bygg & El Norr AB', 'Kim Berg', 'Industrigatan 7', 'Port B', '97345', 'Luleå', 'SE', '0920-55 66 77', 0, 0],
  // On Åland: home delivery yes, express never.
  ['A-1001-05', 'C-1001', 'Sommarstugan', 'Bygg & El Norr AB', 'Anna Andersson', 'Strandvägen 3', null, '22100', 'Mariehamn', 'AX', null, 0, 0],
  // More of the register's addresses: an invoice address, and one whose postal code the register
  // got wrong, so goods cannot go there (validForDelivery false) until the register is fixed.
  ['A-1001-06', 'C-1001', 'Fakturaadress', 'Bygg & El Norr AB', 'Ekonomiavdelningen', 'Box 4711', null, '90106', 'Umeå', 'SE', null, 0, 1],
  ['A-1001-07', 'C-1001', 'Gamla lagret', 'Bygg & El Norr AB', null, 'Hamnvägen 2', 'Kaj 1', '09120', 'Holmsund', 'SE', null, 0, 1],
  ['A-2001-01', 'C-2001', 'Malmö hamn', 'Industriservice Syd AB', 'Varumottagningen', 'Hamngatan 1', null, '21119', 'Malmö', 'SE', '040-10 20 30', 1, 0],
  ['A-3001-01', 'C-3001', 'Kontoret', 'Fastighetsteknik Mitt AB', 'Reception', 'Bankgatan 9', null, '85230', 'Sundsvall', 'SE', '060-11 22 33', 1, 1],
];

const addressRow = ([id, customer, label, name, recipient, address1, address2, postalCode, postalAddress, country, phone, preselected, readOnly]) => ({
  id, customer_id: customer, label, name, recipient_name: recipient, address1, address2, address3: null, postal_code: postalCode,
  postal_address: postalAddress, country_code: country, phone, preselected, read_only: readOnly, created_at: SEEDED_AT, updated_at: SEEDED_AT,
});

/** [order number, user, customer, project, delivery, status, Stockholm date, reference, address, [[variant id, quantity], …]] */
const ORDERS = [
  [4500001, 'U-0001', 'C-1001', 'P-1001-1', 'DBI:CL-01', 'INVOICED', '2026-08-14', 'Björken etapp 1', 'A-1001-02', [[3, 10], [11, 5], [27, 20]]],
  [4500002, 'U-0001', 'C-1001', 'P-1001-1', 'EXH:S-UME-01', 'INVOICED', '2026-09-02', 'Elcentral', null, [[5, 2], [8, 4]]],
  [4500003, 'U-0001', 'C-1001', 'P-1001-1', 'DBI:CL-01', 'DELIVERED', '2026-10-06', 'Björken etapp 2', 'A-1001-02', [[3, 30], [14, 10], [41, 6], [52, 2]]],
  [4500004, 'U-0001', 'C-1001', 'P-1001-2', 'DBI:CL-01', 'CONFIRMED', '2026-11-03', 'Skolan kök', 'A-1001-03', [[19, 12], [23, 1]]],
  [4500005, 'U-0001', 'C-1001', 'P-1001-1', 'EXH:S-UME-01', 'RECEIVED', '2026-11-19', null, null, [[7, 3]]],
  [4500006, 'U-0002', 'C-1001', 'P-1001-1', 'DBI:CL-01', 'DELIVERED', '2026-10-21', 'Bo: ställning', 'A-1001-02', [[31, 8], [2, 1]]],
  [4500007, 'U-0008', 'C-2001', 'P-2001-1', 'DBI:CL-01', 'INVOICED', '2026-09-18', 'Kaj 4', 'A-2001-01', [[9, 15]]],
];

const METHOD_NAMES = { DBI: 'Utkörning', EXH: 'Leverans till butik' };

function orderStatements([id, user, customer, project, deliveryId, status, date, reference, addressId, lines]) {
  const [method, location] = deliveryId.split(':');
  const place = location === 'CL-01' ? { warehouseId: location } : { storeId: location };
  const details = { deliveryMethod: method, deliveryMethodName: METHOD_NAMES[method], orderType: 'standard', ...place, requestedDeliveryDate: null, reference, goodsLabel: null, message: null, contactName: null, contactPhone: null, deliveryAddress: addressId ? { addressId } : null, sendOrderReceipt: false };
  const order = insert('orders', {
    id, temp_order_id: `T-SEED-${id}`, cart_id: `cart_seed_${user}`, user_id: user, customer_id: customer, project_id: project, delivery_id: deliveryId,
    delivery_method: method, location_id: location, requested_delivery_date: null, status, reference, details: JSON.stringify(details),
    send_order_receipt: 0, item_count: 0, total_net: 0, total_alloying: 0, order_date: date, created_at: `${date}T08:30:00.000Z`,
  });
  // Priced like an agreement customer: 80 % of list, the metal surcharge on top.
  const items = lines.map(
    ([variantId, quantity], index) =>
      `INSERT INTO order_items (order_id, position, article_number, name, quantity, unit, label, net_price, alloying_price, sales_price, row_total)
  SELECT ${id}, ${index + 1}, article_number, name, ${quantity}, unit, NULL, CAST(list_price * 0.8 AS INTEGER), alloying_price, list_price,
    (CAST(list_price * 0.8 AS INTEGER) + COALESCE(alloying_price, 0)) * ${quantity} FROM variants WHERE id = ${variantId};`,
  );
  return [order, ...items];
}

const TOTALS = `UPDATE orders SET
  item_count = (SELECT COUNT(*) FROM order_items i WHERE i.order_id = orders.id),
  total_net = (SELECT COALESCE(SUM(i.net_price * i.quantity), 0) FROM order_items i WHERE i.order_id = orders.id),
  total_alloying = (SELECT COALESCE(SUM(COALESCE(i.alloying_price, 0) * i.quantity), 0) FROM order_items i WHERE i.order_id = orders.id);`;

/** Seed module: addresses and order history (after the catalogue, whose variants it prices). */
export function cartSeed() {
  return [
    ...['order_items', 'orders', 'cart_items', 'cart_deliveries', 'carts', 'addresses'].map((table) => `DELETE FROM ${table};`),
    ...ADDRESSES.map((address) => insert('addresses', addressRow(address))),
    ...ORDERS.flatMap(orderStatements),
    TOTALS,
  ];
}
