import { existsSync } from 'node:fs';
import { bin, run } from './run.mjs';
import { startWranglerDev } from './wrangler-dev.mjs';

/** Where the build goes: dist/, or the folder a test run chose for itself (SHOP_DIST_DIR). */
export const distDir = () => process.env.SHOP_DIST_DIR ?? 'dist';

/** Builds brand assets and the shop worker (<distDir>/server/wrangler.json). */
export async function buildShop({ quiet = false } = {}) {
  await run(process.execPath, ['scripts/build-brand-assets.mjs'], { quiet });
  // Always React's production build: `waku build` keeps a NODE_ENV it is given, and vitest gives
  // 'test' (the test setup builds when no build is there), which made a development build, twice
  // the script and several times slower to render, that no buyer would ever get.
  await run(bin('waku'), ['build'], { quiet, env: { WAKU_DEV_BACKEND: '0', SHOP_DIST_DIR: distDir(), NODE_ENV: 'production' } });
}

export const isBuilt = () => existsSync(`${distDir()}/server/wrangler.json`);

/**
 * Starts the built shop worker and the backend worker together in one `wrangler dev` (service
 * binding BACKEND between them), on 127.0.0.1:port, and resolves when the shop says its backend
 * answers.
 */
export function startShop({ port = 8787, persistTo = '.wrangler/state', quiet = false, vars = {}, keepWarmMs = 0 } = {}) {
  return startWranglerDev({
    configs: [`${distDir()}/server/wrangler.json`, 'backend/wrangler.toml'],
    port,
    persistTo,
    quiet,
    vars,
    keepWarmMs,
    ready: async (res) => res.ok && (await res.json()).backend === 'ok',
  });
}
