// Demo favourite lists (issue 15), shown as shopping lists: the shared "Servicebilen" of Bygg & El
// Norr AB (60 articles, kept by bo, the customer's admin) and a few private lists. Articles come
// from the seeded catalogue by variant id (ids follow popularity, so small ids exist at any
// catalogue size); discontinued ones are left out so a whole list goes to the cart as it is.

const sql = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(sql).join(', ')});`;

const SEEDED_AT = 1_795_219_200_000; // 2026-11-21T00:00:00Z
const DAY = 86_400_000;

/** [id, customer, owner, name, access, days before the seed it last changed, first variant id, article count] */
const LISTS = [
  ['FL-SERVICEBILEN', 'C-1001', 'U-0002', 'Servicebilen', 'SHARED', 1, 1, 60],
  ['FL-BO-LAGER', 'C-1001', 'U-0002', 'Eget lager', 'PRIVATE', 6, 200, 8],
  ['FL-ANNA-BJORKEN', 'C-1001', 'U-0001', 'Kv. Björken el', 'PRIVATE', 3, 120, 12],
  ['FL-ANNA-SKOLAN', 'C-1001', 'U-0001', 'Skolan kök', 'PRIVATE', 12, 300, 5],
  ['FL-GUSTAV-VERKTYG', 'C-1001', 'U-0008', 'Verktyg', 'PRIVATE', 9, 400, 6],
  ['FL-SYD-HAMNEN', 'C-2001', 'U-0008', 'Underhåll hamnen', 'SHARED', 2, 500, 10],
];

function listStatements([id, customer, owner, name, access, daysAgo, firstVariant, count]) {
  const changed = SEEDED_AT - daysAgo * DAY;
  const list = insert('favorite_lists', { id, customer_id: customer, user_id: owner, name, access, created_at: changed - 30 * DAY, updated_at: changed });
  // Quantities 1–10 times the central warehouse's order multiple, so every line is a valid cart line.
  const items = `INSERT INTO favorite_list_items (id, list_id, article_number, quantity, position, created_at, updated_at)
  SELECT '${id}-' || ROW_NUMBER() OVER (ORDER BY v.id), '${id}', v.article_number,
    (1 + v.id % 10) * COALESCE((SELECT MAX(1, s.order_multiple) FROM stock s WHERE s.article_number = v.article_number AND s.location_id = 'CL-01'), 1),
    ROW_NUMBER() OVER (ORDER BY v.id), ${changed - 30 * DAY}, ${changed}
  FROM variants v WHERE v.id >= ${firstVariant} AND v.discontinued = 0 AND v.purchase_constraints NOT LIKE '%onlyStore%' ORDER BY v.id LIMIT ${count};`;
  return [list, items];
}

/** The bench's shared 500-line list of anna's (only with `orders` set, as the bench seeds; bench/routes.mjs BENCH_LIST_ID). */
const BENCH_LIST = ['FL-BENCH-500', 'C-1001', 'U-0001', 'Bänk 500 rader', 'SHARED', 0, 1, 500];

/** Seed module: favourite lists (after the auth seed's users and the catalogue's variants). */
export function favouriteListsSeed({ orders } = {}) {
  return ['DELETE FROM favorite_list_items;', 'DELETE FROM favorite_lists;', ...[...LISTS, ...(orders ? [BENCH_LIST] : [])].flatMap(listStatements)];
}
