import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { startBackend } from '../../scripts/lib/backend-server.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { migrate, seed } from '../../scripts/lib/database.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { ensureDevSigningKey } from '../../scripts/lib/dev-keys.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { buildShop, isBuilt, startShop } from '../../scripts/lib/shop-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopOrigin: string;
    backendOrigin: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * One running shop (shop + backend workers in workerd, a fresh migrated and seeded D1) for the
 * integration and browser tests, plus the backend alone for its contract tests. `npm test` builds
 * first; run alone, this builds when dist/ is missing.
 */
export default async function setup(project: TestProject) {
  await ensureDevSigningKey();
  if (!isBuilt()) await buildShop({ quiet: true });
  const shopState = `.tmp/test-shop-${process.pid}`;
  const backendState = `.tmp/test-backend-${process.pid}`;
  for (const state of [shopState, backendState]) {
    await migrate(state, { quiet: true });
    await seed(state, { quiet: true });
  }
  const [shopPort, backendPort] = [await freePort(), await freePort()];
  const shop = await startShop({ port: shopPort, persistTo: shopState, quiet: true });
  const backend = await startBackend({ port: backendPort, persistTo: backendState });
  project.provide('shopOrigin', shop.origin);
  project.provide('backendOrigin', backend.origin);
  return async () => {
    await Promise.all([shop.stop(), backend.stop()]);
    for (const state of [shopState, backendState]) rmSync(state, { recursive: true, force: true });
  };
}
