// Builds the deterministic demo data as SQL. Every service's seed module adds its statements;
// the same SEED_VERSION always gives byte-identical output (checked by tests/unit/seed.test).
import { createRandom } from './random.mjs';
import { platformSeed } from './platform-seed.mjs';
import { authSeed } from './auth-seed.mjs';
import { catalogueSeed } from './catalogue-seed.mjs';
import { contentSeed } from './content-seed.mjs';
import { cartSeed } from './cart-seed.mjs';
import { punchoutSeed } from './punchout-seed.mjs';

export const SEED_VERSION = '2026-11-21.1';

/** Seed modules in dependency order. Later issues append theirs (users, catalogue, carts, content). */
const modules = [platformSeed, authSeed, catalogueSeed, contentSeed, cartSeed, punchoutSeed];

export function buildSeedSql({ variants = 20000 } = {}) {
  const random = createRandom(20261121);
  const statements = modules.flatMap((seed) => seed({ random, variants, version: SEED_VERSION }));
  return statements.join('\n') + '\n';
}
