// Order history of the demo customers (issue 14): about two years of orders per customer and
// project, in date order, with the statuses an order goes through. Orders older than two months
// are invoiced (a few cancelled), recent ones are received, confirmed (some partly delivered) or
// delivered. Lines are priced from the seeded catalogue inside SQLite (agreement price: 80 % of
// list, metal surcharge on top), like the hand-written orders of cart-seed.mjs. Addresses and
// invoices are derived in SQL for every order (these and cart-seed's), so both follow one rule.
// Its own PRNG: the other modules' data stays the same whatever this module draws.
import { createRandom } from './random.mjs';

const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** The seed's "today" (cart-seed's SEEDED_AT) and the first day of history, two years before. */
const TODAY = '2026-11-21';
const FIRST_DAY = '2024-11-21';
/** Order numbers of generated history; checkout continues after cart-seed's 4500001… */
const FIRST_ORDER_NUMBER = 4_400_001;
/** The bench's 200-line order (only with `orders` set; bench/routes.mjs BIG_ORDER_ID). */
const BIG_ORDER_NUMBER = 4_399_999;

/** Per customer and project: buyers, delivery address, store for pickup, references, orders a workday. */
const PROJECTS = [
  { customer: 'C-1001', project: 'P-1001-1', users: ['U-0001', 'U-0002', 'U-0008'], addressId: 'A-1001-02', store: 'S-UME-01', rate: 0.2, references: ['Björken hus A', 'Björken hus B', 'Björken garage', 'Björken elcentral', 'Björken belysning'] },
  { customer: 'C-1001', project: 'P-1001-2', users: ['U-0008', 'U-0005', 'U-0007'], addressId: 'A-1001-03', store: 'S-SFT-01', rate: 0.2, references: ['Skolan kök', 'Skolan aula', 'Skolan vån 2', 'Skolan ventilation'] },
  { customer: 'C-1001', project: 'P-1001-3', users: ['U-0001', 'U-0007', 'U-0002'], addressId: 'A-1001-04', store: 'S-LLA-01', rate: 0.18, references: ['Serviceorder', 'Jourutryckning', 'Underhåll Luleå'] },
  { customer: 'C-2001', project: 'P-2001-1', users: ['U-0008', 'U-0003'], addressId: 'A-2001-01', store: 'S-MMO-01', rate: 0.1, references: ['Kaj 2', 'Kaj 4', 'Kran 7', 'Pumphus'] },
  { customer: 'C-3001', project: 'P-3001-1', users: ['U-0007'], addressId: 'A-3001-01', store: 'S-SFT-01', rate: 0.07, references: ['Fastighet Norra', 'Trapphus'] },
  { customer: 'C-3001', project: 'P-3001-2', users: ['U-0007'], addressId: 'A-3001-01', store: 'S-OSD-01', rate: 0.07, references: ['Stambyte hus 1', 'Stambyte hus 2'] },
];

const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const daysBetween = (from, to) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** What an order of this age has become by TODAY. */
function statusFor(random, ageDays) {
  const roll = random.next();
  if (ageDays > 60) return roll < 0.05 ? 'CANCELLED' : 'INVOICED';
  if (ageDays > 14) return roll < 0.05 ? 'CANCELLED' : roll < 0.45 ? 'INVOICED' : roll < 0.8 ? 'DELIVERED' : 'CONFIRMED';
  return roll < 0.35 ? 'RECEIVED' : roll < 0.7 ? 'CONFIRMED' : 'DELIVERED';
}

/** Variant ids follow popularity, so small ids exist at any catalogue size; popular ones come more often. */
const pickVariant = (random) => 1 + Math.floor(random.next() ** 2 * 3000);

function orderLines(random, status) {
  const count = random.int(1, 8);
  const variants = new Set();
  while (variants.size < count) variants.add(pickVariant(random));
  // A confirmed order is partly delivered about half the time: some lines in part or in full.
  const partly = status === 'CONFIRMED' && random.next() < 0.5;
  return [...variants].map((variantId, index) => {
    const quantity = random.pick([1, 2, 3, 4, 5, 6, 10, 12, 20, 25, 50]);
    const delivered = status === 'DELIVERED' || status === 'INVOICED' ? quantity : partly && index % 2 === 0 ? Math.ceil(quantity / 2) : 0;
    return [index + 1, variantId, quantity, delivered];
  });
}

function orderStatements(random, { id, plan, date, status, lines: fixedLines }) {
  const delivery = random.next() < 0.75 ? { id: 'DBI:CL-01', method: 'DBI', location: 'CL-01' } : { id: `EXH:${plan.store}`, method: 'EXH', location: plan.store };
  const reference = random.next() < 0.85 ? `${random.pick(plan.references)} ${random.int(1, 40)}` : null;
  const user = random.pick(plan.users);
  const addressId = delivery.method === 'DBI' ? plan.addressId : null;
  const details = {
    deliveryMethod: delivery.method, deliveryMethodName: delivery.method === 'DBI' ? 'Utkörning' : 'Leverans till butik', orderType: 'standard',
    ...(delivery.method === 'DBI' ? { warehouseId: 'CL-01' } : { storeId: plan.store }), requestedDeliveryDate: null, reference, goodsLabel: null,
    message: null, contactName: null, contactPhone: null, deliveryAddress: addressId ? { addressId } : null, sendOrderReceipt: false,
  };
  const minute = random.int(0, 599);
  const createdAt = `${date}T${String(6 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
  const order = `INSERT INTO orders (id, temp_order_id, cart_id, user_id, customer_id, project_id, delivery_id, delivery_method, location_id, requested_delivery_date, status, reference, details, send_order_receipt, item_count, total_net, total_alloying, order_date, created_at) VALUES (${[
    id, `T-SEED-${id}`, `cart_seed_${user}`, user, plan.customer, plan.project, delivery.id, delivery.method, delivery.location, null, status, reference,
    JSON.stringify(details), 0, 0, 0, 0, date, createdAt,
  ].map(sql).join(', ')});`;
  const lines = JSON.stringify(fixedLines ?? orderLines(random, status));
  const items = `INSERT INTO order_items (order_id, position, article_number, name, quantity, unit, label, net_price, alloying_price, sales_price, row_total, delivered_quantity)
  SELECT ${id}, j.value ->> 0, v.article_number, v.name, j.value ->> 2, v.unit, NULL, CAST(v.list_price * 0.8 AS INTEGER), v.alloying_price, v.list_price,
    (CAST(v.list_price * 0.8 AS INTEGER) + COALESCE(v.alloying_price, 0)) * (j.value ->> 2), j.value ->> 3
  FROM json_each('${lines}') j JOIN variants v ON v.id = j.value ->> 1;`;
  return [order, items];
}

/** The orders of two years, in date order; `bulkOrders` scales Bygg & El Norr AB's up (bench). */
export function planOrders({ bulkOrders } = {}) {
  const random = createRandom(20261414);
  const days = daysBetween(FIRST_DAY, TODAY);
  const workdays = Array.from({ length: days }, (_, index) => isoDay(Date.parse(FIRST_DAY) + index * DAY_MS)).filter((day) => ![0, 6].includes(new Date(day).getUTCDay()));
  const bulkRate = bulkOrders ? bulkOrders / (workdays.length * 3) : null;
  const planned = [];
  for (const day of workdays) {
    for (const plan of PROJECTS) {
      const rate = bulkRate && plan.customer === 'C-1001' ? bulkRate : plan.rate;
      const count = Math.floor(rate) + (random.next() < rate % 1 ? 1 : 0);
      for (let n = 0; n < count; n += 1) planned.push({ plan, date: day, status: statusFor(random, daysBetween(day, TODAY)) });
    }
  }
  return { random, orders: planned.map((order, index) => ({ ...order, id: FIRST_ORDER_NUMBER + index })) };
}

const TOTALS = `UPDATE orders SET
  item_count = (SELECT COUNT(*) FROM order_items i WHERE i.order_id = orders.id),
  total_net = (SELECT COALESCE(SUM(i.net_price * i.quantity), 0) FROM order_items i WHERE i.order_id = orders.id),
  total_alloying = (SELECT COALESCE(SUM(COALESCE(i.alloying_price, 0) * i.quantity), 0) FROM order_items i WHERE i.order_id = orders.id)
  WHERE item_count = 0;`;

// Every order the seed wrote (cart-seed's too): delivered lines, address snapshots, invoices.
const DERIVED = [
  `UPDATE order_items SET delivered_quantity = quantity WHERE order_id IN (SELECT id FROM orders WHERE status IN ('DELIVERED', 'INVOICED'));`,
  // Delivery: the address-book entry the order named, or the pickup store.
  `INSERT OR IGNORE INTO order_addresses (order_id, type, name, recipient_name, address1, address2, postal_code, postal_address, country_code, phone)
  SELECT o.id, 'DELIVERY', a.name, a.recipient_name, a.address1, a.address2, a.postal_code, a.postal_address, a.country_code, a.phone
  FROM orders o JOIN addresses a ON a.id = o.details ->> '$.deliveryAddress.addressId';`,
  `INSERT OR IGNORE INTO order_addresses (order_id, type, name, recipient_name, address1, address2, postal_code, postal_address, country_code, phone)
  SELECT o.id, 'DELIVERY', s.name, NULL, s.street, NULL, s.postal_code, s.city, 'SE', s.phone FROM orders o JOIN stores s ON s.id = o.location_id WHERE o.delivery_method IN ('EXH', 'EXB');`,
  // Invoice: the customer's register address (read-only first), as checkout does.
  `INSERT OR IGNORE INTO order_addresses (order_id, type, name, recipient_name, address1, address2, postal_code, postal_address, country_code, phone)
  SELECT o.id, 'INVOICE', a.name, 'Ekonomiavdelningen', a.address1, a.address2, a.postal_code, a.postal_address, a.country_code, NULL
  FROM orders o JOIN addresses a ON a.id = (SELECT id FROM addresses WHERE customer_id = o.customer_id ORDER BY read_only DESC, preselected DESC, id LIMIT 1);`,
  // One invoice per invoiced order: a week or so after the order, 30 days to pay; open while not
  // yet due, and a few overdue ones stay open.
  `INSERT INTO order_invoices (invoice_number, order_id, customer_id, invoice_date, due_date, amount, vat, status, paid_date)
  SELECT '9' || o.id, o.id, o.customer_id, date(o.order_date, '+' || (5 + o.id % 9) || ' days'), date(o.order_date, '+' || (35 + o.id % 9) || ' days'),
    CAST(ROUND((o.total_net + o.total_alloying) * 1.25) AS INTEGER), CAST(ROUND((o.total_net + o.total_alloying) * 0.25) AS INTEGER),
    CASE WHEN date(o.order_date, '+' || (35 + o.id % 9) || ' days') >= '${TODAY}' OR o.id % 29 = 0 THEN 'OPEN' ELSE 'PAID' END,
    CASE WHEN date(o.order_date, '+' || (35 + o.id % 9) || ' days') >= '${TODAY}' OR o.id % 29 = 0 THEN NULL ELSE date(o.order_date, '+' || (25 + o.id % 13) || ' days') END
  FROM orders o WHERE o.status = 'INVOICED';`,
];

/** Seed module: order history (after cart-seed, whose addresses and orders it completes). */
export function orderHistorySeed({ orders: bulkOrders } = {}) {
  const { random, orders } = planOrders({ bulkOrders });
  // At bench scale, one order of 200 lines: the largest document the bench generates.
  const big = bulkOrders
    ? [{ id: BIG_ORDER_NUMBER, plan: PROJECTS[0], date: '2026-06-01', status: 'INVOICED', lines: Array.from({ length: 200 }, (_, index) => [index + 1, index + 1, 1 + (index % 9), 1 + (index % 9)]) }]
    : [];
  return [
    ...['order_document_emails', 'order_inquiries', 'order_invoices', 'order_addresses'].map((table) => `DELETE FROM ${table};`),
    ...[...big, ...orders].flatMap((order) => orderStatements(random, order)),
    TOTALS,
    ...DERIVED,
  ];
}
