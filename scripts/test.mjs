// npm test: every test (unit, integration in workerd, browser in Chromium) from one command.
// Builds the shop first so the integration and browser tests run against what ships.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { freshDatabase } from './lib/database.mjs';
import { ensureDevSigningKey } from './lib/dev-keys.mjs';
import { bin, run } from './lib/run.mjs';
import { buildShop } from './lib/shop-server.mjs';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => path && existsSync(path));
if (!chromium) {
  console.error('The browser tests need Chromium. Install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chrome/Chromium binary.');
  process.exit(1);
}

// Each local run builds into a folder of its own, so two runs (or a run beside `npm start`) never
// serve each other's half-written build. CI runs once and uses dist/.
if (!process.env.CI && !process.env.SHOP_DIST_DIR) process.env.SHOP_DIST_DIR = `.tmp/dist-${process.pid}`;
// One seeded database that every test shop starts from as a copy (scripts/lib/database.mjs).
const template = `.tmp/test-seed-${process.pid}`;
await ensureDevSigningKey();
console.log('Building the shop and seeding the test database…');
await Promise.all([buildShop({ quiet: true }), freshDatabase(template, { quiet: true })]);
process.env.SHOP_SEEDED_TEMPLATE = template;

// With no arguments, two vitest processes side by side: the browser tests (after the deploy dry
// run) in one, the unit and integration tests in the other. In one process Vitest runs the
// projects of one worker one after another, so while a browser painted or a worker rendered, the
// other core idled: 1,413 s in one process, 958 s in two (README, "Scripts").
const LANES = [
  ['--project', 'deploy', '--project', 'e2e'],
  ['--project', 'unit', '--project', 'integration'],
];
const lanes = process.argv.length > 2 ? [process.argv.slice(2)] : LANES;
const results = await Promise.all(lanes.map((args, lane) => runVitest(args, `.tmp/vitest-${process.pid}-${lane}.json`)));
const total = (key) => results.reduce((sum, result) => sum + (result.counts?.[key] ?? 0), 0);
// One plain closing line that any CI reader understands.
console.log(`Tests: ${total('numPassedTests')} passed, ${total('numFailedTests')} failed, ${total('numPendingTests')} skipped`);
rmSync(template, { recursive: true, force: true });
if (process.env.SHOP_DIST_DIR?.startsWith('.tmp/')) rmSync(process.env.SHOP_DIST_DIR, { recursive: true, force: true });
process.exit(results.every((result) => result.ok) ? 0 : 1);

/** One vitest process; its counts come from its JSON report (none if it could not start). */
async function runVitest(args, report) {
  let ok = true;
  try {
    await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
  } catch {
    ok = false;
  }
  if (!existsSync(report)) return { ok: false };
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report, { force: true });
  return { ok, counts };
}
