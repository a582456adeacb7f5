-- Quotes (issue 17, decision 034): a buyer asks for a price on lines, a seller serving the
-- customer answers with a price per line, an optional discount on the total and a validity date,
-- the buyer accepts (the lines go to the cart at the quoted price) or declines. Money is INTEGER
-- öre; times are INTEGER epoch milliseconds; calendar dates are Stockholm 'YYYY-MM-DD' text.

-- number is unique per brand (each brand's sales office counts its own quotes).
-- status: SENT (Skickad), ANSWERED (Besvarad), ACCEPTED (Accepterad), DECLINED (Avböjd).
-- Utgången is not stored: an answered quote past valid_until reads as EXPIRED (quote-status.ts).
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  number INTEGER NOT NULL,
  customer_id TEXT NOT NULL,
  project_id TEXT,
  buyer_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('SENT', 'ANSWERED', 'ACCEPTED', 'DECLINED')),
  reference TEXT,
  wanted_delivery_date TEXT,
  valid_until TEXT,
  discount_percent REAL CHECK (discount_percent IS NULL OR (discount_percent >= 0 AND discount_percent < 100)),
  answered_by TEXT,
  request_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (brand, number),
  UNIQUE (buyer_id, request_key)
);
CREATE INDEX quotes_by_customer ON quotes(customer_id, updated_at);

-- A requested line. quoted_price is the seller's price per unit before the total's discount;
-- net_price the price the buyer pays per unit (discount applied), both set by the answer.
CREATE TABLE quote_items (
  id TEXT PRIMARY KEY DEFAULT ('qi' || lower(hex(randomblob(9)))),
  quote_id TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  name TEXT NOT NULL,
  unit TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0),
  list_price INTEGER,
  quoted_price INTEGER,
  net_price INTEGER,
  UNIQUE (quote_id, position)
);

-- The thread: every change of status is a message, with who and when.
CREATE TABLE quote_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  author_name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('REQUESTED', 'ANSWERED', 'ACCEPTED', 'DECLINED', 'COMMENT')),
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX quote_messages_by_quote ON quote_messages(quote_id, id);

-- A cart line put there by accepting a quote: priced at the quote while it is valid.
ALTER TABLE cart_items ADD COLUMN quote_item_id TEXT;
-- The quote an ordered line was priced by (its number), and the order's (the first such line's).
ALTER TABLE order_items ADD COLUMN quote_number TEXT;
ALTER TABLE orders ADD COLUMN quote_number TEXT;
