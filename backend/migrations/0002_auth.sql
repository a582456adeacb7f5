-- Auth, users, customers and locations (the embedded auth/user/customer/location services).
-- Times the code compares (expiry, attempt windows) are INTEGER epoch milliseconds; the
-- seeded creation dates are ISO text so the seed SQL stays byte-identical.

CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  assortment TEXT NOT NULL DEFAULT 'default',
  active INTEGER NOT NULL DEFAULT 1
);

-- Projects are the customer's cost places.
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX projects_by_customer ON projects(customer_id);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  -- Sign-in name; equal to the e-mail except for technical accounts such as punch-out users.
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile_number TEXT,
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  is_phone_number_verified INTEGER NOT NULL DEFAULT 0,
  -- pbkdf2$<iterations>$<salt b64>$<hash b64>; NULL until the user activates the account.
  password_hash TEXT,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  -- The `version` claim of the user's access tokens (1 forces the shop to sign in again).
  token_version INTEGER NOT NULL DEFAULT 2,
  is_punchout INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  preferred_store TEXT,
  preferred_delivery_method TEXT,
  default_customer_id TEXT REFERENCES customers(id) ON DELETE SET NULL,
  default_project_id TEXT REFERENCES projects(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

-- One role per user and customer; permission_denies is a JSON array of EJ_* names.
CREATE TABLE user_permissions (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  project_id TEXT REFERENCES projects(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN')),
  permission_denies TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (user_id, customer_id)
);
CREATE INDEX user_permissions_by_customer ON user_permissions(customer_id);

-- Refresh tokens are `<id>.<secret>`; only SHA-256 of the secret is kept. Every use rotates the
-- token within its family (one family per sign-in); replaced_by marks a rotated token, so a
-- second use of it is recognised as reuse and revokes the family.
CREATE TABLE refresh_tokens (
  id TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  replaced_by TEXT
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens(family_id);

-- Pending sign-in challenges (NEW_PASSWORD_REQUIRED); the opaque Session is stored hashed.
CREATE TABLE auth_challenges (
  session_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Counted attempts for limiting: failed sign-ins per username and per client address, and
-- credential e-mails per address. Rows older than the window are pruned as new ones arrive.
CREATE TABLE auth_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  attempted_at INTEGER NOT NULL
);
CREATE INDEX auth_attempts_by_key ON auth_attempts(scope, key, attempted_at);

-- One-time sign-up / reset tokens sent by e-mail (hashed, 24 h).
CREATE TABLE credential_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('signup', 'reset')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- E-mails waiting for a sender (none is wired in locally; tests and developers read the rows).
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);

-- Stores and central warehouses (the location service). opening_hours is JSON keyed mon..sun,
-- services a JSON array of service names such as standard-pickup.
CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('STORE', 'CENTRAL')),
  street TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  opening_hours TEXT NOT NULL,
  services TEXT NOT NULL
);

-- The customer's sales team (GET /crm/customerteam).
CREATE TABLE customer_team_members (
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  PRIMARY KEY (customer_id, position)
);
