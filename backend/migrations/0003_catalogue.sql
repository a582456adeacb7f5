-- Catalogue, prices, stock, search, campaigns and assortments (the embedded product, commerce and
-- search services). Money is INTEGER öre so sums never drift; the services answer kronor.

-- The category tree. lft/rgt number the tree depth-first (nested sets), so "every variant below
-- this category" is one range condition on variants.category_lft instead of a recursive query.
CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES categories(id),
  level INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  -- Slug path from the top ('el/kabel/installationskabel'); the shop's /kategorier/{path}.
  path TEXT NOT NULL UNIQUE,
  icon TEXT,
  -- Names from the top down to this category, space separated: what search matches on.
  trail TEXT NOT NULL,
  -- Ids from the top down to this category, space separated (the search index's scope tokens).
  ancestors TEXT NOT NULL,
  lft INTEGER NOT NULL UNIQUE,
  rgt INTEGER NOT NULL,
  -- Variants in this category and below, filled in by the seed after the variants.
  variant_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_by_parent ON categories(parent_id, position);

-- The order in which a category's attributes are shown (GET /attribute-sequence/{category}/1).
CREATE TABLE attribute_sequences (
  category_id TEXT NOT NULL REFERENCES categories(id),
  attribute_name TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  -- Offered as a search facet in this category.
  facet INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, attribute_name)
) WITHOUT ROWID;

-- Hazard and handling warnings, referred to by code from variants.warnings.
CREATE TABLE warnings (
  code TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  signal_word TEXT,
  pictogram TEXT,
  detailed_description TEXT NOT NULL
);

-- A product groups its variants (sizes, lengths, pack sizes) on one product page.
CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories(id),
  manufacturer TEXT NOT NULL
);

-- The integer id is the full-text index's rowid; the article number is the public key.
CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  article_number TEXT NOT NULL UNIQUE,
  product_id TEXT NOT NULL REFERENCES products(id),
  category_id TEXT NOT NULL REFERENCES categories(id),
  category_lft INTEGER NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  ean TEXT NOT NULL UNIQUE,
  -- SSG code: the external product id of punch-out transfers.
  ssg TEXT NOT NULL,
  manufacturer TEXT NOT NULL,
  unit TEXT NOT NULL CHECK (unit IN ('ST', 'M', 'RLE', 'FP')),
  conversion_factor REAL NOT NULL DEFAULT 1,
  conversion_unit TEXT NOT NULL,
  list_price INTEGER NOT NULL,
  -- Metal surcharge per unit (cables and copper), added on top of the net price.
  alloying_price INTEGER,
  ask_for_price INTEGER NOT NULL DEFAULT 0,
  -- Central storage stock type: LAG warehouse, TRA transit, TRA_PLUS transit plus, VIR virtual.
  stock_type TEXT NOT NULL CHECK (stock_type IN ('LAG', 'TRA', 'TRA_PLUS', 'VIR')),
  discontinued INTEGER NOT NULL DEFAULT 0,
  replacement TEXT,
  -- JSON arrays: filter tags, purchase constraints, [name, value] attributes, warning codes.
  filter_tags TEXT NOT NULL DEFAULT '[]',
  purchase_constraints TEXT NOT NULL DEFAULT '[]',
  attributes TEXT NOT NULL DEFAULT '[]',
  warnings TEXT NOT NULL DEFAULT '[]',
  image_count INTEGER NOT NULL DEFAULT 1,
  popularity INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_by_category ON variants(category_lft);
CREATE INDEX variants_by_product ON variants(product_id);
CREATE INDEX variants_by_ssg ON variants(ssg);

-- Facets: brand, filter tag, leaf category and the attributes a leaf category marks as facets.
-- Every (facet, value) pair has an id; the full-text index carries the ids as tokens, so facet
-- filters are index lookups, and counting is one GROUP BY over the matching variants.
CREATE TABLE facet_values (
  id INTEGER PRIMARY KEY,
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (facet, value)
);

CREATE TABLE variant_facets (
  variant_id INTEGER NOT NULL,
  value_id INTEGER NOT NULL,
  PRIMARY KEY (variant_id, value_id)
) WITHOUT ROWID;

-- Facet counts per category subtree, computed by the seed: a category page without text or
-- facet filters (the common case) reads its counts here instead of counting 50,000 rows.
CREATE TABLE category_facets (
  category_id TEXT NOT NULL,
  value_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (category_id, value_id)
) WITHOUT ROWID;

-- Full-text search over variants; contentless, rowid = variants.id. Variant ids are assigned in
-- popularity order, so "most popular first" is the index's own rowid order and a page of hits
-- streams without sorting every match. Besides the text columns it holds tokens for filtering:
-- scope ('all', then the ids of the variant's category and its ancestors, lower case) and facets
-- ('f' + facet_values.id). remove_diacritics 2 lets "tra" find "trä"; the prefix indexes keep
-- search-as-you-type prefix queries cheap; detail=column is enough for column filters.
CREATE VIRTUAL TABLE variant_search USING fts5(
  name, manufacturer, numbers, category, scope, facets,
  content = '',
  detail = column,
  prefix = '2 3 4',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Categories are matched by name in search answers.
CREATE VIRTUAL TABLE category_search USING fts5(
  id UNINDEXED, name, trail,
  prefix = '2 3',
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Stock per article and location. A missing row means "not stocked there". Incoming deliveries
-- are kept as days from today so the demo data never goes stale.
CREATE TABLE stock (
  article_number TEXT NOT NULL,
  location_id TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  stocked INTEGER NOT NULL,
  order_multiple INTEGER NOT NULL DEFAULT 1,
  incoming_days INTEGER,
  incoming_quantity INTEGER,
  PRIMARY KEY (article_number, location_id)
) WITHOUT ROWID;

-- Customer price agreements: a discount on a category and everything below it; the most
-- specific category wins.
CREATE TABLE price_agreements (
  customer_id TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories(id),
  percentage REAL NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (customer_id, category_id)
) WITHOUT ROWID;

-- Fixed customer net prices for single articles (override the agreement).
CREATE TABLE customer_net_prices (
  customer_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  net_price INTEGER NOT NULL,
  PRIMARY KEY (customer_id, article_number)
) WITHOUT ROWID;

-- Quantity brackets: an extra discount from min_quantity upwards.
CREATE TABLE bracket_prices (
  article_number TEXT NOT NULL,
  min_quantity INTEGER NOT NULL,
  percentage REAL NOT NULL,
  PRIMARY KEY (article_number, min_quantity)
) WITHOUT ROWID;

-- Campaigns. is_assortment campaigns are themed assortments without prices (/sortiment);
-- customer_id limits a campaign to one customer. Dates are inclusive Stockholm dates.
CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  is_assortment INTEGER NOT NULL DEFAULT 0,
  customer_id TEXT,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE campaign_items (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id),
  article_number TEXT NOT NULL,
  -- NULL for assortment campaigns: membership without a price.
  campaign_price INTEGER,
  PRIMARY KEY (campaign_id, article_number)
) WITHOUT ROWID;
CREATE INDEX campaign_items_by_article ON campaign_items(article_number);

-- Hand-picked product groups for content sections (SelectedProducts).
CREATE TABLE selected_product_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE selected_product_group_items (
  group_id TEXT NOT NULL REFERENCES selected_product_groups(id),
  position INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  PRIMARY KEY (group_id, position)
) WITHOUT ROWID;

-- Assortments limit menu and search to some categories (and everything below them). The
-- 'default' assortment has no rows and means everything.
CREATE TABLE assortments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE assortment_categories (
  assortment_id TEXT NOT NULL REFERENCES assortments(id),
  category_id TEXT NOT NULL REFERENCES categories(id),
  PRIMARY KEY (assortment_id, category_id)
) WITHOUT ROWID;

-- Tracking events from POST /createEvents (click, addtocart, purchase).
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tracking_id TEXT NOT NULL,
  user_id TEXT,
  type TEXT NOT NULL CHECK (type IN ('click', 'addtocart', 'purchase')),
  article_number TEXT NOT NULL,
  quantity REAL NOT NULL,
  order_id TEXT,
  list_name TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX tracking_events_by_tracking_id ON tracking_events(tracking_id, created_at);
