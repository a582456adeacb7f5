import type { TestProject } from 'vitest/node';
import { startTestShop } from './global-setup';

// Integration tests get the shop and the backend alone (for its contract tests).
export default (project: TestProject) => startTestShop(project, { withBackendAlone: true });
