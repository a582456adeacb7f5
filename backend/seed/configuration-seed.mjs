// Configurable articles (issue 17, decision 035), chosen by SQL over the seeded catalogue so no
// article number is typed twice: power cable sold per metre is cut from a drum (5–500 m, on a
// ring up to 100 m or on a drum for a fee), copper pipe sold per bar is cut from the bar
// (0,2 m up to the bar's length). Money in öre.
const CABLE_PACKAGING = JSON.stringify([
  { code: 'RING', label: 'på ring', maxLength: 100, fee: 0 },
  { code: 'TRUMMA', label: 'på trumma', maxLength: null, fee: 35000 },
]);

const BAR_LENGTH = "(SELECT CAST(a.value ->> 1 AS REAL) FROM json_each(v.attributes) a WHERE a.value ->> 0 = 'Längd')";

/** Seed module: the configurable articles, after the catalogue. */
export function configurationSeed() {
  return [
    'DELETE FROM configurable_articles;',
    `INSERT INTO configurable_articles (article_number, kind, unit_length, min_length, max_length, length_step, cutting_fee, packaging)
       SELECT article_number, 'CUT_LENGTH', 1, 5, 500, 0.5, 9500, '${CABLE_PACKAGING}' FROM variants v
       WHERE v.unit = 'M' AND v.name LIKE 'Kraftkabel %' ORDER BY article_number;`,
    `INSERT INTO configurable_articles (article_number, kind, unit_length, min_length, max_length, length_step, cutting_fee, packaging)
       SELECT article_number, 'CUT_LENGTH', ${BAR_LENGTH}, 0.2, ${BAR_LENGTH}, 0.01, 2500, '[]' FROM variants v
       WHERE v.unit = 'ST' AND v.name LIKE 'Kopparrör %' AND ${BAR_LENGTH} > 0 ORDER BY article_number;`,
  ];
}
