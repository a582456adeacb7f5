// Generates products and variants from the leaf families. Each leaf gets a share of the total in
// proportion to how many distinct variants its family can make (combinations × manufacturers),
// so every leaf runs through about as many "rounds"; rounds after the first are product lines
// ("Pro", "Plus", …) so names stay meaningful at 200,000 variants.
import { articleNumberOf, eanOf, ssgOf, variantSlugOf } from './identifiers.mjs';

const LINES = ['Pro', 'Plus', 'Eco', 'Premium', 'Basic', 'Max', 'Flex', 'Ultra', 'Compact', 'Heavy Duty'];
const STOCK_TYPES = ['LAG', 'TRA', 'TRA_PLUS', 'VIR'];
const DEFAULT_STOCK_WEIGHTS = [14, 2, 2, 2];

const lineOf = (round) => (round === 0 ? '' : `${LINES[(round - 1) % LINES.length]}${round > LINES.length ? ` ${Math.ceil(round / LINES.length)}` : ''}`);

const fill = (template, combo, brand) => template.replace(/\{(\w+)\}/g, (_, key) => (key === 'brand' ? brand : (combo[key] ?? '')));

/** All combinations of the dimension values, the first dimension varying slowest. */
function combinations(dims) {
  return Object.entries(dims).reduce((combos, [key, list]) => combos.flatMap((combo) => list.map((value) => ({ ...combo, [key]: value }))), [{}]);
}

function weighted(random, weights) {
  let pick = random.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((pick -= weights[i]) < 0) return i;
  return weights.length - 1;
}

function shuffled(random, items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Where a combination sits in its dimensions (0 smallest, 1 largest): drives the price. */
function sizeOf(dims, combo) {
  const parts = Object.entries(dims).map(([key, list]) => (list.length < 2 ? 0.5 : list.indexOf(combo[key]) / (list.length - 1)));
  return parts.reduce((a, b) => a + b, 0) / parts.length;
}

const toNumber = (text) => Number(String(text).replace(',', '.')) || 1;

/** Splits `total` over leaves in proportion to their weights, exactly (largest remainders). */
function quotas(leaves, total) {
  const weights = leaves.map(({ family, manufacturers }) => combinations(family.dims).length * manufacturers.length);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const result = exact.map(Math.floor);
  let missing = total - result.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => [value - Math.floor(value), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; missing > 0; k = (k + 1) % order.length, missing--) result[order[k][1]]++;
  return result;
}

export function buildVariants(leaves, total, random) {
  const products = [];
  const variants = [];
  const leafQuotas = quotas(leaves, total);
  // One EAN company prefix per manufacturer, across the whole catalogue.
  const companies = [...new Set(leaves.flatMap((leaf) => leaf.manufacturers))];

  leaves.forEach((leaf, leafIndex) => {
    const { family, category, leafName, manufacturers } = leaf;
    const keyName = Object.keys(family.dims)[0];
    const keyAttr = Object.values(family.attrs).find((template) => template.includes(`{${keyName}}`)) ?? `{${keyName}}`;
    const combos = combinations(family.dims);
    const withBrand = family.template.includes('{brand}');
    let remaining = leafQuotas[leafIndex];
    for (let round = 0; remaining > 0; round++) {
      const line = lineOf(round);
      const pairs = family.dims[keyName].flatMap((key) => manufacturers.map((manufacturer) => [key, manufacturer]));
      for (const [key, manufacturer] of shuffled(random, pairs)) {
        if (remaining <= 0) break;
        const productId = `P${String(products.length + 1).padStart(6, '0')}`;
        const productName = [leafName, withBrand ? manufacturer : '', fill(keyAttr, { [keyName]: key }, manufacturer), line].filter(Boolean).join(' ');
        products.push({ id: productId, name: productName, category_id: category.id, manufacturer });
        for (const combo of combos.filter((c) => c[keyName] === key)) {
          if (remaining-- <= 0) break;
          variants.push(makeVariant(random, { family, category, combo, manufacturer, manufacturerIndex: companies.indexOf(manufacturer), productId, line, index: variants.length }));
        }
      }
    }
  });
  assignReplacements(random, variants);
  // Ids follow popularity (1 = most popular): the search index returns hits in id order, so the
  // first page of "most popular" matches needs no sort over every hit.
  [...variants].sort((a, b) => b.popularity - a.popularity || a.index - b.index).forEach((variant, rank) => (variant.id = rank + 1));
  return { products, variants };
}

function makeVariant(random, { family, category, combo, manufacturer, manufacturerIndex, productId, line, index }) {
  const articleNumber = articleNumberOf(index);
  const name = [fill(family.template, combo, manufacturer), line].filter(Boolean).join(' ');
  const ssg = ssgOf(index);
  const [min, max] = family.price;
  const kronor = (min + (max - min) * sizeOf(family.dims, combo) ** 1.3) * (0.9 + random.next() * 0.2);
  const listPrice = Math.max(50, Math.round(kronor * 2) * 50);
  const stockType = STOCK_TYPES[weighted(random, family.stockTypes ?? DEFAULT_STOCK_WEIGHTS)];
  const roll = random.next();
  const constraints = family.constraints ?? (roll < 0.02 ? ['onlyStore'] : roll < 0.05 ? ['mustBeInStockedAt'] : []);
  return {
    index,
    id: 0,
    article_number: articleNumber,
    product_id: productId,
    category_id: category.id,
    category_lft: category.lft,
    name,
    slug: variantSlugOf(name, articleNumber),
    ean: eanOf(index, manufacturerIndex),
    ssg,
    manufacturer,
    unit: family.unit,
    conversion_factor: family.per ? toNumber(combo[family.per]) : 1,
    conversion_unit: family.per ? family.perUnit : family.unit,
    list_price: listPrice,
    alloying_price: family.alloy ? Math.round(listPrice * family.alloy * (0.8 + random.next() * 0.4)) : null,
    ask_for_price: random.next() < (family.ask ?? 0.005) ? 1 : 0,
    stock_type: stockType,
    discontinued: random.next() < 0.03 ? 1 : 0,
    replacement: null,
    // Express delivery needs stock in a store; the stock rows honour this tag (stock-rows.mjs).
    filter_tags: [...(stockType === 'LAG' && random.next() < 0.35 ? ['express-delivery'] : []), ...(random.next() < 0.04 ? ['nyhet'] : [])],
    purchase_constraints: constraints,
    attributes: [...Object.entries(family.attrs).map(([attr, template]) => [attr, fill(template, combo, manufacturer)]), ['SSG', ssg]],
    warnings: family.warnings ?? [],
    image_count: random.int(1, 3),
    popularity: Math.floor(1000 * random.next() ** 3),
  };
}

/** Most discontinued variants point at a current one of the same product, else the same leaf. */
function assignReplacements(random, variants) {
  for (let i = 0; i < variants.length; i++) {
    const variant = variants[i];
    if (!variant.discontinued || random.next() < 0.15) continue;
    for (const offset of [1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]) {
      const candidate = variants[i + offset];
      if (candidate && !candidate.discontinued && candidate.category_id === variant.category_id) {
        variant.replacement = candidate.article_number;
        break;
      }
    }
  }
}
