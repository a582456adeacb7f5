-- Punch-out (OCI and cXML), part of the embedded auth service. Which customer gets which
-- mapping rule is data (spec point 9: three companies have special rules), seeded by
-- backend/seed/punchout-seed.mjs. Times the code compares are INTEGER epoch milliseconds.

-- Per customer: how its procurement system wants the cart mapped. company_label names the
-- spec's company A, B or C for people; the code reads only the rule columns.
-- material_group: 'default' (40000000), 'empty', 'last-breadcrumb-parent'.
-- unit_map: JSON object, shop unit → receiver unit ({"STK":"ST"}).
-- custom_fields: JSON array of {"field":1-5,"value":"…"} or {"field":1-5,"from":"projectId"}.
CREATE TABLE punchout_mapping_rules (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  company_label TEXT,
  material_group TEXT NOT NULL DEFAULT 'default' CHECK (material_group IN ('default', 'empty', 'last-breadcrumb-parent')),
  unit_map TEXT NOT NULL DEFAULT '{}',
  custom_fields TEXT NOT NULL DEFAULT '[]'
);

-- cXML senders (Header/Sender/Credential) and the punch-out account each one signs in as.
-- Only SHA-256 of the shared secret is kept; it is compared in constant time.
CREATE TABLE punchout_cxml_senders (
  domain TEXT NOT NULL COLLATE NOCASE,
  identity TEXT NOT NULL COLLATE NOCASE,
  secret_hash TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (domain, identity)
) WITHOUT ROWID;

-- An accepted PunchOutSetupRequest waiting for its browser: the StartPage URL carries a random
-- token whose SHA-256 is the key. Spent once (used_at), valid for minutes.
CREATE TABLE punchout_cxml_starts (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  operation TEXT NOT NULL CHECK (operation IN ('create', 'edit')),
  buyer_cookie TEXT NOT NULL,
  browser_form_post_url TEXT NOT NULL,
  user_email TEXT,
  -- The setup's From and To credentials as JSON, mirrored in the PunchOutOrderMessage.
  buyer TEXT NOT NULL,
  supplier TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX punchout_cxml_starts_by_expiry ON punchout_cxml_starts(expires_at);
