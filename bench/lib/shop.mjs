import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { migrate, seed } from '../../scripts/lib/database.mjs';
import { ensureDevSigningKey } from '../../scripts/lib/dev-keys.mjs';
import { buildShop, startShop } from '../../scripts/lib/shop-server.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { BENCH_ORDERS } from '../routes.mjs';

/** Processes started by this one, children first-level and below, read from /proc (Linux). */
function descendants(pid) {
  let parentOf;
  try {
    parentOf = new Map(
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .map((name) => {
          try {
            // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ")".
            const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
            return [Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])];
          } catch {
            return [Number(name), 0];
          }
        }),
    );
  } catch {
    return [];
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parentOf) if (ppid === parent) found.push(child), walk(child);
  };
  walk(pid);
  return found;
}

const sizeLabel = (variants) => (variants % 1000 === 0 ? `${variants / 1000}k` : String(variants));

/**
 * Builds the shop into a folder of its own and prepares one throw-away database per catalogue size
 * (migrated, seeded with that many variants), all three at once since nothing is measured yet.
 * Then runs `fn({ databases, start })`: `databases` are { variants, persistTo } in `sizes` order,
 * `start(persistTo)` starts shop + backend on a free port and resolves { origin, stop }.
 *
 * Everything lives under .tmp/bench-<pid>/ and is removed afterwards, on error, and on Ctrl+C or
 * SIGTERM too: shops still running are stopped (startShop runs wrangler in its own process group,
 * so a Ctrl+C in the terminal would not reach it), and a build or seed still under way is ended.
 */
export async function withBench(fn, { sizes, log = console.log }) {
  const root = `.tmp/bench-${process.pid}`;
  // Like npm test: a build of our own, so `npm start` or a test run never serves a half-written
  // dist/ of ours and we never measure theirs. A SHOP_DIST_DIR set by the caller is used as is.
  const ownDist = !process.env.SHOP_DIST_DIR;
  if (ownDist) process.env.SHOP_DIST_DIR = `${root}/dist`;
  const pending = new Set(); // builds, seeds and shop starts under way
  const running = new Set(); // started shops
  const track = (promise) => {
    pending.add(promise);
    promise.catch(() => {}).finally(() => pending.delete(promise));
    return promise;
  };
  let cleaning = null;
  const cleanup = ({ interrupted = false } = {}) =>
    (cleaning ??= (async () => {
      if (interrupted) {
        // End builds and seeds under way (processes this bench started, by id), then let their
        // promises settle so nothing writes into the folder after it is removed.
        for (const pid of descendants(process.pid).reverse()) {
          try {
            process.kill(pid, 'SIGTERM');
          } catch {
            // already gone
          }
        }
      }
      // A shop still starting settles within startShop's own 60 s limit; then it can be stopped.
      await Promise.allSettled([...pending]);
      await Promise.allSettled([...running].map((shop) => shop.stop()));
      rmSync(root, { recursive: true, force: true });
      // seed() writes its SQL next to the database folders and removes it itself, unless ended.
      for (const name of readdirSync('.tmp').filter((n) => n.startsWith(`seed-${root.replace(/[^\w-]+/g, '_')}_`))) rmSync(`.tmp/${name}`, { force: true });
      if (ownDist) delete process.env.SHOP_DIST_DIR;
    })());
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the shop and cleaning up…`);
    cleanup({ interrupted: true }).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const prepare = async (variants) => {
    const persistTo = `${root}/db-${sizeLabel(variants)}`;
    mkdirSync(persistTo, { recursive: true });
    await migrate(persistTo, { quiet: true });
    const started = Date.now();
    // The seed's default is the 20,000-variant catalogue; only other sizes are passed on.
    // The first size also carries the order-history scale: 20,000 orders for anna's customer.
    await seed(persistTo, { quiet: true, ...(variants === 20_000 ? { orders: BENCH_ORDERS } : { variants }) });
    if (!cleaning) log(`  seeded ${variants.toLocaleString('en')} variants into ${persistTo} in ${Math.round((Date.now() - started) / 1000)} s`);
    return { variants, label: sizeLabel(variants), persistTo };
  };
  const start = async (persistTo) => {
    const port = await freePort();
    log(`Starting the shop on 127.0.0.1:${port} with ${persistTo}…`);
    const shop = await track(startShop({ port, persistTo, quiet: true }));
    running.add(shop);
    return {
      origin: shop.origin,
      stop: async () => {
        await shop.stop();
        running.delete(shop);
      },
    };
  };

  try {
    mkdirSync(root, { recursive: true });
    await ensureDevSigningKey();
    log(`Building the shop into ${process.env.SHOP_DIST_DIR} and seeding ${sizes.map(sizeLabel).join(' and ')} variants into ${root}…`);
    const building = track(buildShop({ quiet: true }));
    const databases = sizes.map((variants) => track(prepare(variants)));
    await Promise.all([building, ...databases]);
    return await fn({ databases: await Promise.all(databases), start });
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
