import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { productionLeaks } from '../../scripts/lib/production-leaks.mjs';

const exec = promisify(execFile);

describe('production deploy (dry run)', () => {
  it('builds and bundles both workers for production with no development value in them', async () => {
    // The real script, as an operator runs it from a fresh clone: no credentials, no network.
    const { stdout } = await exec(process.execPath, ['scripts/deploy.mjs', '--env', 'production', '--dry-run'], {
      env: { ...process.env, CLOUDFLARE_API_TOKEN: '', WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(stdout).toContain('Dry run for production passed');
    expect(stdout).toContain('skipped wrangler d1 migrations apply DB --remote --env production');
    expect(existsSync('.tmp/deploy-production-bundles/shop')).toBe(true);
    expect(existsSync('.tmp/deploy-production-bundles/backend')).toBe(true);
  });

  it('the leak check finds the development values of the local configuration', () => {
    // The same check on the dev (top-level) config must object, or it could never fail.
    const shop = unstable_readConfig({ config: 'wrangler.toml' }, { hideWarnings: true });
    const backend = unstable_readConfig({ config: 'backend/wrangler.toml' }, { hideWarnings: true });
    const leaks = [...productionLeaks('shop', shop, 'production'), ...productionLeaks('backend', backend, 'production')].join('\n');
    expect(leaks).toContain('shop: ENVIRONMENT is "development"');
    expect(leaks).toContain('shop: PUNCHOUT_DEV_HOOK_HOSTS must be empty');
    expect(leaks).toContain('shop: CONTENT_PREVIEW_TOKEN is a plain variable');
    expect(leaks).toContain('backend: D1 DB uses the local development database id');
  });

  it('the production sections resolve clean before the build too', () => {
    const shop = unstable_readConfig({ config: 'wrangler.toml', env: 'production' }, { hideWarnings: true });
    const backend = unstable_readConfig({ config: 'backend/wrangler.toml', env: 'production' }, { hideWarnings: true });
    expect([...productionLeaks('shop', shop, 'production'), ...productionLeaks('backend', backend, 'production')]).toEqual([]);
    expect(shop.services?.[0]?.service).toBe(backend.name);
  });
});
