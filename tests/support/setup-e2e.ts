import type { TestProject } from 'vitest/node';
import { startTestShop } from './global-setup';

// Browser tests get a shop of their own: what they change never leaks into the integration tests.
export default (project: TestProject) => startTestShop(project, { withBackendAlone: false });
