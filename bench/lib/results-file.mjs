import { writeFileSync } from 'node:fs';

export const RESULTS_FILE = 'bench/results.json';

/** Writes bench/results.json (git-ignored) for comparing runs by hand or in a later script. */
export function writeResults({ machine, rows, budgets, overBudget, unexpectedStatus, startedAt }) {
  const results = {
    date: startedAt.toISOString(),
    machine: { cpu: machine.cpu, memoryGb: machine.memoryGb, platform: machine.platform },
    node: machine.node,
    cores: machine.cores,
    routes: rows.map((row) => ({
      name: row.name,
      path: row.path,
      kind: row.kind,
      expectedStatus: row.expectedStatus,
      bytes: row.bytes,
      ttfb: row.ttfb,
      load: row.load,
      floor: row.floor ?? null,
      ratioToFloor: row.ratioToFloor ?? null,
      clientJs: row.clientJs,
    })),
    budgets,
    overBudget,
    unexpectedStatus,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
