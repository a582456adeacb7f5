-- Carts, orders and delivery addresses (the embedded cart, order and address services).
-- Cart and order rows name users, customers and stores by id without foreign keys: they belong
-- to other services, and a re-seed of those must not cascade into order history.
-- Money is INTEGER öre; times the code compares are INTEGER epoch milliseconds.

-- A user's cart within one customer and project ('' = no project, so the unique index applies).
-- locked_until: set while a checkout runs; mutations refuse to touch a locked cart.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DELETED')),
  locked_until INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- At most one current cart per user, customer and project: "get or create" is one INSERT … ON
-- CONFLICT DO NOTHING, safe when two tabs ask at the same time.
CREATE UNIQUE INDEX carts_current ON carts(user_id, customer_id, project_id) WHERE status = 'ACTIVE';

-- A delivery of a cart: delivery method + location (the id, e.g. 'EXH:S-UME-01') and the
-- requested date. Rows exist while the delivery has items (or a date was chosen for it).
CREATE TABLE cart_deliveries (
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  delivery_id TEXT NOT NULL,
  requested_delivery_date TEXT,
  is_included_in_order INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (cart_id, delivery_id)
) WITHOUT ROWID;

-- One line per article and delivery: concurrent adds of the same pair meet in the unique key
-- (ON CONFLICT … DO UPDATE), so no add is lost and none doubles a line. Quantities are absolute.
CREATE TABLE cart_items (
  id TEXT PRIMARY KEY DEFAULT ('ci' || lower(hex(randomblob(9)))),
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  article_number TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0),
  label TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (cart_id, article_number, delivery_id)
);
CREATE INDEX cart_items_by_delivery ON cart_items(cart_id, delivery_id);

-- Placed orders, one per delivery of a checkout. id is the order number (rowid, so new orders
-- continue after the seeded ones); temp_order_id is what checkout answers at once.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  temp_order_id TEXT NOT NULL UNIQUE,
  cart_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  project_id TEXT,
  delivery_id TEXT NOT NULL,
  delivery_method TEXT NOT NULL,
  location_id TEXT NOT NULL,
  requested_delivery_date TEXT,
  status TEXT NOT NULL CHECK (status IN ('RECEIVED', 'CONFIRMED', 'DELIVERED', 'INVOICED', 'CANCELLED')),
  reference TEXT,
  -- JSON: the order details as placed (store/warehouse, references, address snapshot, …).
  details TEXT NOT NULL,
  send_order_receipt INTEGER NOT NULL DEFAULT 0,
  item_count INTEGER NOT NULL,
  total_net INTEGER NOT NULL,
  total_alloying INTEGER NOT NULL,
  -- Stockholm calendar date of placing (filters), and the exact UTC time.
  order_date TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX orders_by_customer ON orders(customer_id, order_date);
CREATE INDEX orders_by_user ON orders(user_id, order_date);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity REAL NOT NULL,
  unit TEXT NOT NULL,
  label TEXT,
  -- Prices per unit as charged, öre; NULL for ask-for-price articles.
  net_price INTEGER,
  alloying_price INTEGER,
  sales_price INTEGER,
  row_total INTEGER,
  PRIMARY KEY (order_id, position)
) WITHOUT ROWID;
CREATE INDEX order_items_by_article ON order_items(article_number);

-- Delivery addresses of a customer (spec point 3's Address).
CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  label TEXT,
  name TEXT NOT NULL,
  recipient_name TEXT,
  address1 TEXT NOT NULL,
  address2 TEXT,
  address3 TEXT,
  postal_code TEXT NOT NULL,
  postal_address TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'AX')),
  phone TEXT,
  preselected INTEGER NOT NULL DEFAULT 0,
  read_only INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX addresses_by_customer ON addresses(customer_id);
CREATE UNIQUE INDEX addresses_one_preselected ON addresses(customer_id) WHERE preselected = 1;
