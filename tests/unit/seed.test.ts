import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM seed builder (runs in Node, outside the workers)
import { buildSeedSql, SEED_VERSION } from '../../backend/seed/build-seed.mjs';

describe('demo data seed', () => {
  it('is deterministic: the same SQL on every run', () => {
    expect(buildSeedSql()).toBe(buildSeedSql());
    // Two full builds of the 20,000-variant seed: room for a loaded CI machine.
  }, 120_000);

  it('records its version for /healthz', () => {
    expect(buildSeedSql()).toContain(`INSERT INTO seed_runs (version, seeded_at) VALUES ('${SEED_VERSION}'`);
  });
});
