-- User administration by customer admins (issue 16, decision 017).
-- A user created by an admin is inactive until they follow the activation e-mail; this flag tells
-- such a user (who may ask for the activation mail and whom activation turns active) from one an
-- admin deactivated (who may not).
ALTER TABLE users ADD COLUMN pending_activation INTEGER NOT NULL DEFAULT 0;

-- Every change an admin makes to a user: who, when (epoch ms), what (a JSON list of
-- {field, from, to}). request_id is the create form's idempotency key: the same form posted twice
-- finds the first row and answers its user instead of creating a second one.
CREATE TABLE user_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'deactivated', 'reactivated')),
  changes TEXT NOT NULL DEFAULT '[]',
  request_id TEXT
);
CREATE INDEX user_audit_by_user ON user_audit(user_id, id);
CREATE UNIQUE INDEX user_audit_by_request ON user_audit(actor_id, request_id) WHERE request_id IS NOT NULL;
