-- Product configuration (issue 17, decision 035): articles sold cut to length (cable from a drum,
-- pipe from a bar), their rules, and configured cart and order lines. Lengths are REAL metres,
-- money INTEGER öre.

-- kind: CUT_LENGTH. unit_length: metres one sold unit holds (1 for cable sold per metre, the bar's
-- length for a pipe sold per piece); the price of a cut piece is length / unit_length × unit price.
-- packaging: JSON [{code, label, maxLength|null, fee}], '[]' when the article has no choice.
CREATE TABLE configurable_articles (
  article_number TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('CUT_LENGTH')),
  unit_length REAL NOT NULL CHECK (unit_length > 0),
  min_length REAL NOT NULL CHECK (min_length > 0),
  max_length REAL NOT NULL,
  length_step REAL NOT NULL CHECK (length_step > 0),
  cutting_fee INTEGER NOT NULL CHECK (cutting_fee >= 0),
  packaging TEXT NOT NULL DEFAULT '[]',
  CHECK (max_length >= min_length)
) WITHOUT ROWID;

-- cart_items is rebuilt: its unique key gains configuration_key ('' for a plain line), so two
-- cuts of the same cable are two lines. SQLite cannot change a UNIQUE constraint in place.
CREATE TABLE cart_items_next (
  id TEXT PRIMARY KEY DEFAULT ('ci' || lower(hex(randomblob(9)))),
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  article_number TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0),
  label TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  quote_item_id TEXT,
  -- JSON {length, packaging} as the buyer chose it; NULL for a plain line.
  configuration TEXT,
  configuration_summary TEXT,
  configuration_key TEXT NOT NULL DEFAULT '',
  UNIQUE (cart_id, article_number, delivery_id, configuration_key)
);
INSERT INTO cart_items_next (id, cart_id, article_number, delivery_id, quantity, label, created_at, updated_at, quote_item_id)
  SELECT id, cart_id, article_number, delivery_id, quantity, label, created_at, updated_at, quote_item_id FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_next RENAME TO cart_items;
CREATE INDEX cart_items_by_delivery ON cart_items(cart_id, delivery_id);

-- An ordered configured line keeps what was cut, as the buyer read it.
ALTER TABLE order_items ADD COLUMN configuration TEXT;
ALTER TABLE order_items ADD COLUMN configuration_summary TEXT;
