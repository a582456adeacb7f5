// Demo quotes (issue 17, decision 034): gustav's answered quote of Bygg & El Norr AB whose
// validity ended before the seed date, so "Utgången" is there to see (and accepting it is
// refused), and a declined one. Lines come from the seeded catalogue by variant id.

const SEEDED_AT = 1_795_219_200_000; // 2026-11-21T00:00:00Z
const DAY = 86_400_000;

/** [id, number, status, valid until, discount %, days before the seed it was asked for, first variant id] */
const QUOTES = [
  ['Q-SEED-EXPIRED-01', 500001, 'ANSWERED', '2026-11-10', 5, 20, 40],
  ['Q-SEED-DECLINED-01', 500002, 'DECLINED', '2026-11-30', null, 12, 60],
];

function quoteStatements([id, number, status, validUntil, discount, daysAgo, firstVariant]) {
  const asked = SEEDED_AT - daysAgo * DAY;
  const answered = asked + 2 * DAY;
  const factor = discount === null ? 1 : 1 - discount / 100;
  return [
    `INSERT INTO quotes (id, brand, number, customer_id, project_id, buyer_id, status, reference, valid_until, discount_percent, answered_by, request_key, created_at, updated_at)
  VALUES ('${id}', 'ljus', ${number}, 'C-1001', 'P-1001-2', 'U-0008', '${status}', 'Skolan etapp ${number - 500000}', '${validUntil}', ${discount ?? 'NULL'}, 'U-0003', 'seed-${id}', ${asked}, ${answered + DAY});`,
    `INSERT INTO quote_items (quote_id, position, article_number, name, unit, quantity, list_price, quoted_price, net_price)
  SELECT '${id}', ROW_NUMBER() OVER (ORDER BY v.id), v.article_number, v.name, v.unit, 10 * COALESCE((SELECT MAX(1, s.order_multiple) FROM stock s WHERE s.article_number = v.article_number AND s.location_id = 'CL-01'), 1),
    v.list_price, CAST(v.list_price * 0.85 AS INTEGER), CAST(round(CAST(v.list_price * 0.85 AS INTEGER) * ${factor}) AS INTEGER)
  FROM variants v WHERE v.id >= ${firstVariant} AND v.discontinued = 0 AND v.purchase_constraints NOT LIKE '%onlyStore%' ORDER BY v.id LIMIT 3;`,
    `INSERT INTO quote_messages (quote_id, user_id, author_name, kind, body, created_at) VALUES
  ('${id}', 'U-0008', 'Gustav Gran', 'REQUESTED', 'Pris på materialet till nästa etapp?', ${asked}),
  ('${id}', 'U-0003', 'Carl Carlsson', 'ANSWERED', 'Här är vårt pris för etappen.', ${answered})${status === 'DECLINED' ? `,
  ('${id}', 'U-0008', 'Gustav Gran', 'DECLINED', 'Vi valde en annan lösning.', ${answered + DAY})` : ''};`,
  ];
}

/** Seed module: quotes (after the users and the catalogue's variants). */
export function quotesSeed() {
  return ['DELETE FROM quote_messages;', 'DELETE FROM quote_items;', 'DELETE FROM quotes;', ...QUOTES.flatMap(quoteStatements)];
}
