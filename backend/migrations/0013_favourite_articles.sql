-- Favourite articles (issue 15, spec points 3, 5, 7 and 9): the star on an article, per user and
-- customer, at most 50. The unique key makes a second star of the same article the row already
-- stored (a double click, two tabs), never a second row; the cap is checked inside the INSERT
-- itself (favourite-repository.ts), so concurrent stars cannot pass 50 either.
-- AUTOINCREMENT: a favouriteId is never reused, so a stale id from another tab never deletes a
-- newer favourite.
CREATE TABLE favourite_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, customer_id, article_number)
);
