-- Platform tables shared by every embedded service.

-- One row per run of the deterministic seed (npm run db:seed): which data version is loaded.
CREATE TABLE seed_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version TEXT NOT NULL,
  seeded_at TEXT NOT NULL
);

-- Idempotency keys for non-repeatable requests (checkout and friends): the first answer is kept
-- and returned for a repeated key.
CREATE TABLE idempotency_keys (
  key TEXT PRIMARY KEY,
  scope TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
