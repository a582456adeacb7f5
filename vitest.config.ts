import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The shop's projects share one running shop each, so their files run one at a time, all in one
 * worker that keeps its imports from file to file (a fresh worker per file cost about 0.7 s each:
 * tests/integration/backend, 34 files, took 98.8 s isolated and 73.7 s not). Vitest runs projects
 * of one worker in groups of their own, one group after another (`groupOrder`); `npm test` runs
 * the browser tests in a second vitest process beside the rest (scripts/test.mjs).
 */
const oneWorkerForAllFiles = (groupOrder: number) => ({ fileParallelism: false, isolate: false, sequence: { groupOrder } });

// Three projects, all run by `npm test`: unit tests beside the code (Node), integration tests
// against the built workers in workerd (with the security suite of tests/security, which needs the
// same running shop), and browser tests in Chromium. The last two each start their own shop on
// fresh databases (tests/support/global-setup.ts).
export default defineConfig({
  test: {
    // Vitest leaves a core for its main process by default, which on CI's 2 cores means one worker
    // while the main process idles (README, "Scripts", has the figures). The shop's own projects
    // below run one file at a time whatever this says (fileParallelism).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'worker/**/*.test.ts', 'brands/**/*.test.ts', 'backend/**/*.test.ts', 'domain/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Some unit tests hash passwords or build the whole seed: give them room on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/setup-integration.ts'],
          setupFiles: ['tests/support/setup-fetch.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          ...oneWorkerForAllFiles(1),
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/setup-e2e.ts'],
          setupFiles: ['tests/support/setup-fetch.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...oneWorkerForAllFiles(2),
        },
      },
      {
        test: {
          // The production dry run of both workers (scripts/deploy.mjs): no dev value ships.
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
