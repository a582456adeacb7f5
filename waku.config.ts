import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'waku/config';
import { analyticsChunkGroup } from './scripts/lib/analytics-chunk.mjs';

// The RSC environment runs inside workerd (dev and build) so bindings behave as in production.
// `waku dev` also runs the embedded backend beside it as an auxiliary worker.
export default defineConfig({
  // A test run may build into its own folder (SHOP_DIST_DIR) so parallel runs do not overwrite
  // the build another run is serving.
  distDir: process.env.SHOP_DIST_DIR ?? 'dist',
  vite: {
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
