import type { TestProject } from 'vitest/node';
import { startErrorCollector } from './error-collector';
import { startTestShop } from './global-setup';

// Browser tests get a shop of their own: what they change never leaks into the integration tests.
// Its error reports, the worker's and the browser's, go to a local collector the tests can read.
export default async (project: TestProject) => {
  const collector = await startErrorCollector();
  project.provide('errorCollectorOrigin', collector.origin);
  const stopShop = await startTestShop(project, { withBackendAlone: false, vars: { SENTRY_DSN: collector.dsn } });
  return async () => {
    await stopShop();
    await collector.stop();
  };
};
