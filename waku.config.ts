import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'waku/config';
import { analyticsChunkGroup } from './scripts/lib/analytics-chunk.mjs';

// One id per build: the edge cache keys pages by it, so a deploy never serves a page stored by the
// previous one (that page names script files the new deploy no longer has).
const SHOP_BUILD_ID = Date.now().toString(36);

// The RSC environment runs inside workerd (dev and build) so bindings behave as in production.
// `waku dev` also runs the embedded backend beside it as an auxiliary worker.
export default defineConfig({
  // A test run may build into its own folder (SHOP_DIST_DIR) so parallel runs do not overwrite
  // the build another run is serving.
  distDir: process.env.SHOP_DIST_DIR ?? 'dist',
  vite: {
    define: { 'import.meta.env.SHOP_BUILD_ID': JSON.stringify(SHOP_BUILD_ID) },
    // Issue 18's client code in chunks of its own, so the bench can measure its budget (analytics-chunk.mjs).
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [analyticsChunkGroup] } } } } } },
    plugins: [
      cloudflare({
        viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
        inspectorPort: false,
        auxiliaryWorkers: process.env.WAKU_DEV_BACKEND === '0' ? [] : [{ configPath: './backend/wrangler.toml' }],
      }),
    ],
  },
});
