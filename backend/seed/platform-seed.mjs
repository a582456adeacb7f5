/** Records which seed version the database holds (read by the backend's /healthz). */
export function platformSeed({ version }) {
  return [
    'DELETE FROM seed_runs;',
    'DELETE FROM idempotency_keys;',
    `INSERT INTO seed_runs (version, seeded_at) VALUES ('${version}', '2026-11-21T00:00:00Z');`,
  ];
}
