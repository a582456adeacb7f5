-- Favourite lists (issue 15), shown in the shop as shopping lists ("Inköpslistor"). A list belongs
-- to a customer and its owner; PRIVATE lists are the owner's, SHARED ones every user's of the
-- customer (decision 027). Times are INTEGER epoch milliseconds like the cart's.
CREATE TABLE favorite_lists (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  access TEXT NOT NULL CHECK (access IN ('PRIVATE', 'SHARED')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX favorite_lists_by_customer ON favorite_lists(customer_id, access, updated_at);
CREATE INDEX favorite_lists_by_owner ON favorite_lists(customer_id, user_id, updated_at);

-- One line per article and list: two people adding the same article to a shared list at once
-- meet in the unique key (ON CONFLICT … DO UPDATE adds the quantities), so no add is lost and
-- none doubles a line. position keeps the order the lines were added in.
CREATE TABLE favorite_list_items (
  id TEXT PRIMARY KEY DEFAULT ('fi' || lower(hex(randomblob(9)))),
  list_id TEXT NOT NULL REFERENCES favorite_lists(id) ON DELETE CASCADE,
  article_number TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0 AND quantity <= 100000),
  position INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (list_id, article_number)
);
CREATE INDEX favorite_list_items_by_position ON favorite_list_items(list_id, position);
