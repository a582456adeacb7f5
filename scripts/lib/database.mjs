import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildSeedSql } from '../../backend/seed/build-seed.mjs';
import { bin, run } from './run.mjs';
import { seedImages } from './images/seed-images.mjs';

const BACKEND_CONFIG = 'backend/wrangler.toml';

/** Applies backend/migrations to the local D1 database kept under `persistTo`. */
export async function migrate(persistTo, { quiet = false } = {}) {
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo, '-c', BACKEND_CONFIG], { quiet, env: { CI: 'true' } });
}

/** Loads the deterministic demo data into the local D1 database. */
export async function seed(persistTo, { quiet = false, variants, orders } = {}) {
  mkdirSync('.tmp', { recursive: true });
  // One file per database: test runs, the bench and `npm start` may seed at the same time.
  const file = `.tmp/seed-${persistTo.replace(/[^\w-]+/g, '_')}.sql`;
  writeFileSync(file, buildSeedSql({ ...(variants ? { variants } : {}), ...(orders ? { orders } : {}) }));
  try {
    await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '-c', BACKEND_CONFIG, '--file', file, '--yes'], { quiet });
  } finally {
    rmSync(file, { force: true });
  }
  // The shop's object store: the illustrations the seeded catalogue's image URLs name.
  await seedImages(persistTo, { quiet });
}

/**
 * A migrated and seeded database (and object store) under `persistTo`. `npm test` seeds one
 * template first and names it in SHOP_SEEDED_TEMPLATE: a copy takes milliseconds, where a seed
 * takes about 45 s of CPU, and a test run needs seven. Without it, migrates and seeds.
 */
export async function freshDatabase(persistTo, { quiet = false } = {}) {
  const template = process.env.SHOP_SEEDED_TEMPLATE;
  if (template && existsSync(template)) {
    cpSync(template, persistTo, { recursive: true });
    return;
  }
  await migrate(persistTo, { quiet });
  await seed(persistTo, { quiet });
}
