// npm test: every test (unit, integration in workerd, browser in Chromium) from one command.
// Builds the shop first so the integration and browser tests run against what ships.
import { existsSync } from 'node:fs';
import { ensureDevSigningKey } from './lib/dev-keys.mjs';
import { bin, run } from './lib/run.mjs';
import { buildShop } from './lib/shop-server.mjs';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => path && existsSync(path));
if (!chromium) {
  console.error('The browser tests need Chromium. Install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chrome/Chromium binary.');
  process.exit(1);
}

await ensureDevSigningKey();
console.log('Building the shop…');
await buildShop({ quiet: true });
try {
  await run(bin('vitest'), ['run', ...process.argv.slice(2)]);
} catch {
  process.exit(1);
}
