// Prices, campaigns, selected product groups and assortments for the demo customers:
// C-1001 Bygg & El Norr AB (assortment bygg-el), C-2001 Industriservice Syd AB, C-3001
// Fastighetsteknik Mitt AB. Customers themselves come from the auth seed.

/** [customer, category path, percentage, agreement name]: the most specific category wins. */
const AGREEMENTS = [
  ['C-1001', 'el', 32, 'Avtal El'],
  ['C-1001', 'el/kabel', 38, 'Kabelavtal'],
  ['C-1001', 'infastning', 28, 'Avtal Infästning'],
  ['C-1001', 'verktyg', 15, 'Avtal Verktyg'],
  ['C-1001', 'fastighet', 12, 'Avtal Fastighet'],
  ['C-2001', 'vvs-industri', 30, 'Avtal VVS'],
  ['C-2001', 'vvs-industri/sanitet', 35, 'Sanitetsavtal'],
  ['C-2001', 'sprinkler', 25, 'Avtal Sprinkler'],
  ['C-2001', 'mark-va', 27, 'Avtal Mark & VA'],
  ['C-2001', 'kyla', 20, 'Avtal Kyla'],
  ['C-2001', 'verktyg', 10, 'Avtal Verktyg'],
  ['C-3001', 'fastighet', 30, 'Avtal Fastighet'],
  ['C-3001', 'fastighet/hygien-stad', 40, 'Förbrukningsavtal'],
  ['C-3001', 'el', 18, 'Avtal El'],
  ['C-3001', 'vvs-industri', 22, 'Avtal VVS'],
];

/** [id, slug, name, description, isAssortment, customer, starts, ends, category paths, items]. */
const CAMPAIGNS = [
  ['CMP-01', 'proffsdagar', 'Proffsdagar', 'Kampanjpriser på verktyg och infästning för proffs.', 0, null, '2026-01-01', '2030-12-31', ['verktyg', 'infastning'], 60],
  ['CMP-02', 'elkampanj', 'Elkampanj', 'Kabel, belysning och installationsmaterial till kampanjpris.', 0, null, '2026-01-01', '2030-12-31', ['el'], 60],
  ['CMP-03', 'kundkampanj-bygg-el-norr', 'Kundkampanj Bygg & El Norr', 'Extra priser för Bygg & El Norr AB.', 0, 'C-1001', '2026-01-01', '2030-12-31', ['el/belysning', 'verktyg/elverktyg'], 30],
  ['CMP-04', 'elbilsladdning', 'Elbilsladdning', 'Allt för installation av laddplatser.', 1, null, '2026-01-01', '2030-12-31', ['el/elcentraler', 'el/kabel/kraftkabel'], 40],
  ['CMP-05', 'badrumsrenovering', 'Badrumsrenovering', 'Sanitet, golvvärme och rör för badrummet.', 1, null, '2026-01-01', '2030-12-31', ['vvs-industri/sanitet', 'vvs-industri/varme/golvvarme'], 40],
  ['CMP-06', 'sommarkampanj-2025', 'Sommarkampanj 2025', 'Avslutad kampanj.', 0, null, '2025-06-01', '2025-08-31', ['mark-va'], 20],
];

const ASSORTMENTS = [
  ['default', 'Hela sortimentet', []],
  ['bygg-el', 'Bygg & El', ['infastning', 'verktyg', 'el', 'fastighet', 'vvs-industri/ror-rordelar']],
];

const DEMO_CUSTOMERS = ['C-1001', 'C-2001', 'C-3001'];

/** Each brand's "Populärt just nu": the most popular articles of its own trade (brands' content seed). */
const TRADE_SHELVES = [
  ['SPG-011', 'Populärt inom el', ['el']],
  ['SPG-012', 'Populärt inom bygg', ['infastning', 'verktyg', 'fastighet']],
  ['SPG-013', 'Populärt inom VVS', ['vvs-industri', 'mark-va']],
];

const pick = (random, items, count) => {
  const chosen = new Set();
  for (let guard = 0; chosen.size < Math.min(count, items.length) && guard < count * 50; guard++) chosen.add(items[random.int(0, items.length - 1)]);
  return [...chosen];
};

export function buildCommercialRows(random, categories, variants) {
  const byPath = new Map(categories.map((category) => [category.path, category]));
  const inPaths = (paths) => {
    const ranges = paths.map((path) => byPath.get(path)).filter(Boolean);
    return variants.filter((v) => !v.discontinued && !v.ask_for_price && ranges.some((c) => v.category_lft >= c.lft && v.category_lft <= c.rgt));
  };
  const priced = variants.filter((v) => !v.ask_for_price);

  const agreements = AGREEMENTS.map(([customer, path, percentage, name]) => [customer, byPath.get(path).id, percentage, name]);
  const netPrices = DEMO_CUSTOMERS.flatMap((customer) =>
    pick(random, priced, 150).map((v) => [customer, v.article_number, Math.round(v.list_price * (0.45 + random.next() * 0.15))]),
  );
  const brackets = priced
    .filter(() => random.next() < 0.1)
    .flatMap((v) => (v.list_price < 20_000 ? [[10, 3], [50, 6], [100, 10]] : [[5, 2], [10, 4], [25, 7]]).map(([min, pct]) => [v.article_number, min, pct]));

  const campaigns = CAMPAIGNS.map(([id, slug, name, description, isAssortment, customer, starts, ends], position) => [id, slug, name, description, isAssortment, customer, starts, ends, position + 1]);
  const campaignItems = CAMPAIGNS.flatMap(([id, , , , isAssortment, , , , paths, count]) =>
    pick(random, inPaths(paths), count).map((v) => [id, v.article_number, isAssortment ? null : Math.round((v.list_price * (0.5 + random.next() * 0.15)) / 50) * 50]),
  );

  const current = variants.filter((v) => !v.discontinued);
  const popular = [...current].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 12);
  const news = current.filter((v) => v.filter_tags.includes('nyhet')).slice(0, 12);
  const onCampaign = campaignItems.filter(([id]) => id === 'CMP-01').slice(0, 12).map(([, articleNumber]) => articleNumber);
  const groups = [
    ['SPG-001', 'Populärt just nu', popular.map((v) => v.article_number)],
    ['SPG-002', 'Nyheter', news.map((v) => v.article_number)],
    ['SPG-003', 'Proffsdagar', onCampaign],
    ...TRADE_SHELVES.map(([id, name, paths]) => {
      const ranges = paths.map((path) => byPath.get(path)).filter(Boolean);
      const inTrade = current.filter((v) => ranges.some((c) => v.category_lft >= c.lft && v.category_lft <= c.rgt));
      return [id, name, [...inTrade].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 12).map((v) => v.article_number)];
    }),
  ];

  return {
    agreements,
    netPrices,
    brackets,
    campaigns,
    campaignItems,
    groups: groups.map(([id, name]) => [id, name]),
    groupItems: groups.flatMap(([id, , articles]) => articles.map((articleNumber, index) => [id, index + 1, articleNumber])),
    assortments: ASSORTMENTS.map(([id, name]) => [id, name]),
    assortmentCategories: ASSORTMENTS.flatMap(([id, , paths]) => paths.map((path) => [id, byPath.get(path).id])),
  };
}
