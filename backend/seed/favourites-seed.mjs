// Favourite articles of the demo users (issue 15): a few stars each for anna, bo and dana (dana
// shows the flyout without prices). gustav starts with none: the browser test stars his first
// three. Articles come from the seeded catalogue by variant id (ids follow popularity, so small
// ids exist at any catalogue size), like cart-seed's orders.

const SEEDED_AT = 1_795_219_200_000; // 2026-11-21T00:00:00Z, as cart-seed

/** [user, customer, variant ids] */
const FAVOURITES = [
  ['U-0001', 'C-1001', [3, 5, 11, 14, 27]],
  ['U-0002', 'C-1001', [2, 31, 8]],
  ['U-0005', 'C-1001', [3, 19, 23]],
];

export function favouritesSeed() {
  return [
    'DELETE FROM favourite_articles;',
    ...FAVOURITES.flatMap(([user, customer, variantIds]) =>
      variantIds.map(
        (variantId, index) =>
          `INSERT INTO favourite_articles (user_id, customer_id, article_number, created_at) SELECT '${user}', '${customer}', article_number, ${SEEDED_AT + index * 60_000} FROM variants WHERE id = ${variantId};`,
      ),
    ),
  ];
}
