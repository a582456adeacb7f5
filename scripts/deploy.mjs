// npm run deploy -- --env staging|production [--dry-run]
// Builds the shop for the environment, checks secrets and dev leaks, applies D1 migrations
// remotely, deploys the backend, then the shop; stops at the first failure (docs/operations.md).
// --dry-run needs no network and no credentials: it builds, checks the configuration and bundles
// both workers with `wrangler deploy --dry-run --outdir`, and says which remote steps it skipped.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deploySecrets, missingSecrets } from './lib/deploy-secrets.mjs';
import { productionLeaks } from './lib/production-leaks.mjs';
import { bin, run } from './lib/run.mjs';
import { buildShop } from './lib/shop-server.mjs';

const { values } = parseArgs({ options: { env: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const env = values.env;
const dryRun = values['dry-run'];
if (env !== 'staging' && env !== 'production') {
  console.error('Usage: npm run deploy -- --env staging|production [--dry-run]');
  process.exit(2);
}

const BACKEND_CONFIG = 'backend/wrangler.toml';
const dist = `.tmp/deploy-${env}`;
const shopConfig = `${dist}/server/wrangler.json`;
const outDir = `.tmp/deploy-${env}-bundles`;
const wrangler = (args, options = {}) => run(bin('wrangler'), args, options);
const step = (text) => console.log(`\n▶ ${text}`);
const skipped = (text) => console.log(`  (dry run: skipped ${text})`);

async function fail(message) {
  console.error(`\n✖ ${message}\nNothing more was deployed.`);
  process.exit(1);
}

try {
  step(`Building the shop for ${env} (CLOUDFLARE_ENV=${env})`);
  process.env.CLOUDFLARE_ENV = env;
  process.env.SHOP_DIST_DIR = dist;
  await buildShop({ quiet: true });
  // Only the build reads CLOUDFLARE_ENV; the built wrangler.json has no environments left in it.
  delete process.env.CLOUDFLARE_ENV;

  step('Checking the configuration for development values');
  const { unstable_readConfig } = await import('wrangler');
  const backend = unstable_readConfig({ config: BACKEND_CONFIG, env }, { hideWarnings: true });
  const shop = JSON.parse(readFileSync(shopConfig, 'utf8'));
  const leaks = [...productionLeaks('shop', shop, env), ...productionLeaks('backend', backend, env)];
  if (leaks.length > 0) await fail(`Development values in ${env}:\n  ${leaks.join('\n  ')}`);
  console.log('  clean');

  step('Secrets');
  if (dryRun) {
    for (const worker of ['backend', 'shop']) for (const [name] of deploySecrets[worker]) console.log(`  ${worker}: ${name}`);
    skipped('checking them with `wrangler secret list` (needs credentials)');
  } else {
    const listed = async (args) => JSON.parse(await wrangler(['secret', 'list', '--format', 'json', '--env', env, ...args], { quiet: true })).map((s) => s.name);
    const missing = [
      ...missingSecrets('backend', await listed(['--config', BACKEND_CONFIG])),
      ...missingSecrets('shop', await listed(['--config', 'wrangler.toml'])),
    ];
    if (missing.length > 0 && env === 'production') await fail(`Missing secrets (wrangler secret put NAME --env production):\n  ${missing.join('\n  ')}`);
    for (const line of missing) console.warn(`  missing in ${env}: ${line}`);
    if (missing.length === 0) console.log('  all present');
  }

  step('Applying D1 migrations to the remote database');
  if (dryRun) skipped(`wrangler d1 migrations apply DB --remote --env ${env}`);
  else await wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', env, '--config', BACKEND_CONFIG]);

  step('Deploying the backend');
  const backendArgs = ['deploy', '--config', BACKEND_CONFIG, '--env', env];
  if (dryRun) await wrangler([...backendArgs, '--dry-run', '--outdir', `${outDir}/backend`]);
  else await wrangler(backendArgs);

  step('Deploying the shop');
  // The built wrangler.json already is the chosen environment (flattened); no --env here.
  const shopArgs = ['deploy', '--config', shopConfig];
  if (dryRun) await wrangler([...shopArgs, '--dry-run', '--outdir', `${outDir}/shop`]);
  else await wrangler(shopArgs);

  console.log(dryRun ? `\n✔ Dry run for ${env} passed; bundles in ${outDir}/. Remote steps were skipped.` : `\n✔ Deployed ${env}.`);
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}
