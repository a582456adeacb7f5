-- Sign-ins (refresh-token families) ended by logout or by reuse detection (decision 012). Every
-- bearer-authenticated call looks its token's family up here, so an access token of a revoked
-- sign-in stops working at once instead of living out its 15 minutes. A row is needed only as
-- long as such a token could still be valid; older rows are pruned as new ones arrive.
-- Times are INTEGER epoch milliseconds.
CREATE TABLE revoked_sessions (
  family_id TEXT PRIMARY KEY,
  revoked_at INTEGER NOT NULL
);
CREATE INDEX revoked_sessions_by_time ON revoked_sessions(revoked_at);
