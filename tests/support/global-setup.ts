import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { startBackend } from '../../scripts/lib/backend-server.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { freshDatabase } from '../../scripts/lib/database.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { ensureDevSigningKey } from '../../scripts/lib/dev-keys.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { buildShop, isBuilt, startShop } from '../../scripts/lib/shop-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopOrigin: string;
    backendOrigin: string;
    /** Where the e2e shop's error reports go (tests/support/error-collector.ts); '' elsewhere. */
    errorCollectorOrigin: string;
  }
}

/** How often the test servers are asked /healthz, so no dev-proxy connection idles into its 5 s drop (scripts/lib/wrangler-dev.mjs). */
export const KEEP_WARM_MS = 1000;

/**
 * A running shop (shop + backend workers in workerd, a fresh migrated and seeded D1) for one test
 * project, plus the backend alone for its contract tests. Each project (integration, e2e) gets its
 * own databases, so what one project's tests change (a password, a name) never leaks into the
 * other's. `npm test` builds first; run alone, this builds when the build is missing.
 */
export async function startTestShop(project: TestProject, options: { withBackendAlone: boolean; vars?: Record<string, string> }) {
  await ensureDevSigningKey();
  if (!isBuilt()) await buildShop({ quiet: true });
  const shopState = `.tmp/test-shop-${project.name}-${process.pid}`;
  const backendState = `.tmp/test-backend-${process.pid}`;
  const states = options.withBackendAlone ? [shopState, backendState] : [shopState];
  await Promise.all(states.map((state) => freshDatabase(state, { quiet: true })));
  const shop = await startShop({ port: await freePort(), persistTo: shopState, quiet: true, keepWarmMs: KEEP_WARM_MS, ...(options.vars ? { vars: options.vars } : {}) });
  const backend = options.withBackendAlone ? await startBackend({ port: await freePort(), persistTo: backendState, keepWarmMs: KEEP_WARM_MS }) : undefined;
  project.provide('shopOrigin', shop.origin);
  project.provide('backendOrigin', backend?.origin ?? '');
  return async () => {
    await Promise.all([shop.stop(), backend?.stop()]);
    for (const state of states) rmSync(state, { recursive: true, force: true });
  };
}
