// Builds the deterministic demo data as SQL. Every service's seed module adds its statements;
// the same SEED_VERSION always gives byte-identical output (checked by tests/unit/seed.test).
import { createRandom } from './random.mjs';
import { platformSeed } from './platform-seed.mjs';
import { authSeed } from './auth-seed.mjs';
import { catalogueSeed } from './catalogue-seed.mjs';
import { contentSeed } from './content-seed.mjs';
import { cartSeed } from './cart-seed.mjs';
import { punchoutSeed } from './punchout-seed.mjs';
import { orderHistorySeed } from './order-history-seed.mjs';
import { favouriteListsSeed } from './favourite-lists-seed.mjs';
import { favouritesSeed } from './favourites-seed.mjs';
import { quotesSeed } from './quotes-seed.mjs';
import { configurationSeed } from './configuration-seed.mjs';

export const SEED_VERSION = '2026-11-21.1';

/** Seed modules in dependency order. Later issues append theirs (users, catalogue, carts, content). */
const modules = [platformSeed, authSeed, catalogueSeed, configurationSeed, contentSeed, cartSeed, punchoutSeed, orderHistorySeed, favouriteListsSeed, favouritesSeed, quotesSeed];

/** `orders`: how many orders Bygg & El Norr AB gets (default about 300; the bench asks for 20,000). */
export function buildSeedSql({ variants = 20000, orders } = {}) {
  const random = createRandom(20261121);
  const statements = modules.flatMap((seed) => seed({ random, variants, orders, version: SEED_VERSION }));
  return statements.join('\n') + '\n';
}
