import { mkdirSync, rmSync } from 'node:fs';
import { migrate, seed } from '../../scripts/lib/database.mjs';
import { ensureDevSigningKey } from '../../scripts/lib/dev-keys.mjs';
import { buildShop, startShop } from '../../scripts/lib/shop-server.mjs';
import { freePort } from './free-port.mjs';

/**
 * Builds the shop, seeds a throw-away database and runs `fn(shop)` against a shop on a free
 * port. The shop is stopped and its persist dir removed afterwards, on error, and on Ctrl+C or
 * SIGTERM too: startShop runs wrangler in its own process group, so a Ctrl+C in the terminal
 * would not reach it and it would outlive the bench.
 */
export async function withShop(fn, { log = console.log } = {}) {
  const persistTo = `.tmp/bench-${process.pid}`;
  let starting = null;
  let cleaning = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      // If a signal lands while wrangler is still starting, wait for startShop so there is a
      // handle to stop (it settles within its own 60 s limit).
      const shop = await starting?.catch(() => null);
      await shop?.stop();
      rmSync(persistTo, { recursive: true, force: true });
    })());
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the shop and cleaning up…`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await ensureDevSigningKey();
    log('Building the shop…');
    await buildShop({ quiet: true });
    log(`Migrating and seeding ${persistTo}…`);
    mkdirSync(persistTo, { recursive: true });
    await migrate(persistTo, { quiet: true });
    await seed(persistTo, { quiet: true });
    const port = await freePort();
    log(`Starting the shop on 127.0.0.1:${port}…`);
    starting = startShop({ port, persistTo, quiet: true });
    return await fn(await starting);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
