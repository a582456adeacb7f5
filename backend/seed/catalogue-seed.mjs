// The demo catalogue: categories, products and variants, stock, prices, campaigns, assortments,
// and the derived search tables. Bulk rows go out as multi-row INSERTs; facets, the full-text
// index and category counts are derived inside SQLite with INSERT … SELECT, which is much faster
// than spelling them out (200,000 variants seed in about half a minute this way).
import { createRandom } from './random.mjs';
import { STORE_IDS } from './stores.mjs';
import { CATEGORY_TREE } from './catalogue/category-tree.mjs';
import { attributeSequenceRows, flattenCategories } from './catalogue/category-rows.mjs';
import { buildCommercialRows } from './catalogue/commercial-rows.mjs';
import { insertRows } from './catalogue/sql.mjs';
import { buildStockRows, CENTRAL_STORAGE_ID } from './catalogue/stock-rows.mjs';
import { buildVariants } from './catalogue/variant-factory.mjs';
import { WARNING_ROWS } from './catalogue/warnings.mjs';

// Its own PRNG, not the shared one: the catalogue (article numbers the tests and bench use)
// must not shift whenever another seed module draws a different amount of random numbers.
const CATALOGUE_SEED = 4_2026;

const CLEAR = [
  'DELETE FROM tracking_events;',
  'DELETE FROM selected_product_group_items;',
  'DELETE FROM selected_product_groups;',
  'DELETE FROM assortment_categories;',
  'DELETE FROM assortments;',
  'DELETE FROM campaign_items;',
  'DELETE FROM campaigns;',
  'DELETE FROM bracket_prices;',
  'DELETE FROM customer_net_prices;',
  'DELETE FROM price_agreements;',
  'DELETE FROM stock;',
  'DELETE FROM category_facets;',
  'DELETE FROM variant_facets;',
  'DELETE FROM facet_values;',
  // A contentless full-text table is emptied with its own command, not DELETE.
  "INSERT INTO variant_search (variant_search) VALUES ('delete-all');",
  'DELETE FROM category_search;',
  'DELETE FROM variants;',
  'DELETE FROM products;',
  'DELETE FROM warnings;',
  'DELETE FROM attribute_sequences;',
  'DELETE FROM categories;',
];

const VARIANT_COLUMNS = [
  'id', 'article_number', 'product_id', 'category_id', 'category_lft', 'name', 'slug', 'ean', 'ssg', 'manufacturer', 'unit',
  'conversion_factor', 'conversion_unit', 'list_price', 'alloying_price', 'ask_for_price', 'stock_type', 'discontinued',
  'replacement', 'filter_tags', 'purchase_constraints', 'attributes', 'warnings', 'image_count', 'popularity',
];

const FACET_ATTRIBUTES = `FROM variants v, json_each(v.attributes) a
  JOIN attribute_sequences s ON s.category_id = v.category_id AND s.attribute_name = a.value ->> 0 AND s.facet = 1`;

// Derived inside SQLite: facet values and memberships, per-category facet counts (leaves first,
// then every ancestor summed from its leaves by nested-set range), the search indexes and counts.
const DERIVED = [
  "INSERT INTO facet_values (facet, value) SELECT DISTINCT 'brand', manufacturer FROM variants ORDER BY 2;",
  "INSERT INTO facet_values (facet, value) SELECT DISTINCT 'tag', t.value FROM variants v, json_each(v.filter_tags) t ORDER BY 2;",
  "INSERT INTO facet_values (facet, value) SELECT 'category', id FROM categories WHERE rgt = lft + 1 ORDER BY lft;",
  `INSERT INTO facet_values (facet, value) SELECT DISTINCT a.value ->> 0, a.value ->> 1 ${FACET_ATTRIBUTES} ORDER BY 1, 2;`,
  "INSERT INTO variant_facets (variant_id, value_id) SELECT v.id, f.id FROM variants v JOIN facet_values f ON f.facet = 'brand' AND f.value = v.manufacturer;",
  "INSERT INTO variant_facets (variant_id, value_id) SELECT v.id, f.id FROM variants v, json_each(v.filter_tags) t JOIN facet_values f ON f.facet = 'tag' AND f.value = t.value;",
  "INSERT INTO variant_facets (variant_id, value_id) SELECT v.id, f.id FROM variants v JOIN facet_values f ON f.facet = 'category' AND f.value = v.category_id;",
  `INSERT OR IGNORE INTO variant_facets (variant_id, value_id) SELECT v.id, f.id ${FACET_ATTRIBUTES} JOIN facet_values f ON f.facet = a.value ->> 0 AND f.value = a.value ->> 1;`,
  `INSERT INTO category_facets (category_id, value_id, count)
     SELECT v.category_id, vf.value_id, COUNT(*) FROM variants v JOIN variant_facets vf ON vf.variant_id = v.id GROUP BY v.category_id, vf.value_id;`,
  `INSERT INTO category_facets (category_id, value_id, count)
     SELECT a.id, lf.value_id, SUM(lf.count) FROM categories a JOIN categories l ON l.rgt = l.lft + 1 AND l.lft BETWEEN a.lft AND a.rgt
     JOIN category_facets lf ON lf.category_id = l.id WHERE a.rgt > a.lft + 1 GROUP BY a.id, lf.value_id;`,
  `INSERT INTO variant_search (rowid, name, manufacturer, numbers, category, scope, facets)
     SELECT v.id, v.name, v.manufacturer, v.article_number || ' ' || v.ean, c.trail, 'all ' || lower(c.ancestors),
       (SELECT group_concat('f' || vf.value_id, ' ') FROM variant_facets vf WHERE vf.variant_id = v.id)
     FROM variants v JOIN categories c ON c.id = v.category_id;`,
  'INSERT INTO category_search (id, name, trail) SELECT id, name, trail FROM categories;',
  'UPDATE categories SET variant_count = (SELECT COUNT(*) FROM variants v WHERE v.category_lft BETWEEN categories.lft AND categories.rgt);',
];

/** Seed module: the catalogue with `variants` variants (20,000 by default, 200,000 for scale runs). */
export function catalogueSeed({ variants: total }) {
  const random = createRandom(CATALOGUE_SEED);
  const { rows: categories, leaves } = flattenCategories(CATEGORY_TREE);
  const { products, variants } = buildVariants(leaves, total, random);
  const stock = buildStockRows(random, variants, STORE_IDS);
  const commercial = buildCommercialRows(random, categories, variants);
  const categoryColumns = ['id', 'parent_id', 'level', 'position', 'name', 'slug', 'path', 'icon', 'trail', 'ancestors', 'lft', 'rgt'];
  return [
    ...CLEAR,
    ...insertRows('categories', categoryColumns, categories.map((row) => categoryColumns.map((column) => row[column]))),
    ...insertRows('attribute_sequences', ['category_id', 'attribute_name', 'sequence', 'disabled', 'facet'], attributeSequenceRows(leaves)),
    ...insertRows('warnings', ['code', 'description', 'signal_word', 'pictogram', 'detailed_description'], WARNING_ROWS),
    ...insertRows('products', ['id', 'name', 'category_id', 'manufacturer'], products.map((p) => [p.id, p.name, p.category_id, p.manufacturer])),
    ...insertRows('variants', VARIANT_COLUMNS, variants.map((v) => VARIANT_COLUMNS.map((column) => v[column]))),
    ...insertRows('stock', ['article_number', 'location_id', 'quantity', 'stocked', 'order_multiple', 'incoming_days', 'incoming_quantity'], stock),
    ...insertRows('price_agreements', ['customer_id', 'category_id', 'percentage', 'name'], commercial.agreements),
    ...insertRows('customer_net_prices', ['customer_id', 'article_number', 'net_price'], commercial.netPrices),
    ...insertRows('bracket_prices', ['article_number', 'min_quantity', 'percentage'], commercial.brackets),
    ...insertRows('campaigns', ['id', 'slug', 'name', 'description', 'is_assortment', 'customer_id', 'starts_on', 'ends_on', 'position'], commercial.campaigns),
    ...insertRows('campaign_items', ['campaign_id', 'article_number', 'campaign_price'], commercial.campaignItems),
    ...insertRows('selected_product_groups', ['id', 'name'], commercial.groups),
    ...insertRows('selected_product_group_items', ['group_id', 'position', 'article_number'], commercial.groupItems),
    ...insertRows('assortments', ['id', 'name'], commercial.assortments),
    ...insertRows('assortment_categories', ['assortment_id', 'category_id'], commercial.assortmentCategories),
    ...DERIVED,
  ];
}

export { CENTRAL_STORAGE_ID };
