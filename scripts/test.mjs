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

let failed = false;
const report = `.tmp/vitest-${process.pid}.json`;
try {
  await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);
} catch {
  failed = true;
}
// One plain closing line that any CI reader understands.
if (existsSync(report)) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0 } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`Tests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
  rmSync(report, { force: true });
}
rmSync(template, { recursive: true, force: true });
if (process.env.SHOP_DIST_DIR?.startsWith('.tmp/')) rmSync(process.env.SHOP_DIST_DIR, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
