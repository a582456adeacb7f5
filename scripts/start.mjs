// npm start: build, migrate and seed the local database, then serve the shop with its embedded
// backend on http://localhost:8787 (and the brand hosts ljus./virke./ror.localhost:8787).
import { migrate, seed } from './lib/database.mjs';
import { ensureDevSigningKey } from './lib/dev-keys.mjs';
import { buildShop, startShop } from './lib/shop-server.mjs';

const port = Number(process.env.PORT) || 8787;
const persistTo = '.wrangler/state';

await ensureDevSigningKey();
await buildShop();
await migrate(persistTo);
await seed(persistTo);
// UPSTREAM_DELAY_MS=50 npm start: every upstream answer waits 50 ms, to see a page stream (issue 13).
const vars = process.env.UPSTREAM_DELAY_MS ? { DEV_UPSTREAM_DELAY_MS: process.env.UPSTREAM_DELAY_MS } : {};
const shop = await startShop({ port, persistTo, vars });
console.log(`\nThe shop is running:
  http://localhost:${port}          Ljusgrossen (default brand)
  http://ljus.localhost:${port}     Ljusgrossen
  http://virke.localhost:${port}    Virkesbolaget
  http://ror.localhost:${port}      Rörkraft
Press Ctrl+C to stop.`);
const stop = async () => {
  await shop.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
