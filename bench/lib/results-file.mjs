import { writeFileSync } from 'node:fs';

export const RESULTS_FILE = 'bench/results.json';

const routeEntry = (row) => ({
  name: row.name,
  path: row.path,
  kind: row.kind,
  signedIn: row.signedIn ?? false,
  expectedStatus: row.expectedStatus,
  bytes: row.bytes,
  ttfb: row.ttfb,
  load: row.load,
  floor: row.floor ?? null,
  ratioToFloor: row.ratioToFloor ?? null,
  clientJs: row.clientJs,
  seconds: row.seconds,
});

/**
 * Writes bench/results.json (git-ignored) for comparing runs by hand or in a later script: one
 * entry per catalogue size in `runs` (its routes, over-budget list, load average before and after),
 * and the comparison across sizes with the aims of budgets.scaleAims.
 */
export function writeResults({ machine, runs, comparison, budgets, scaleAims, contentAims, cartAims, listAims, analyticsAims, startedAt, durationS }) {
  const results = {
    date: startedAt.toISOString(),
    durationS,
    machine: { cpu: machine.cpu, memoryGb: machine.memoryGb, platform: machine.platform },
    node: machine.node,
    cores: machine.cores,
    runs: runs.map((run) => ({
      variants: run.variants,
      category: run.catalogue.categoryPath,
      product: run.catalogue.productPath,
      loadAverage: run.loadAverage,
      durationS: run.durationS,
      routes: run.rows.map(routeEntry),
      overBudget: run.overBudget,
      unexpectedStatus: run.unexpectedStatus,
      // Issues 6 and 5, measured at the first size only.
      content: run.content ?? null,
      cart: run.cart ?? null,
      // Issue 15: the whole 500-line shopping list into a cart.
      lists: run.lists ?? null,
      // Issue 13: Lighthouse mobile per page type and first ÷ last byte with a slow upstream.
      pageExperience: run.experience ?? null,
      // Issue 18: its client JS on the category page before consent (gzip bytes per file).
      analytics: run.analytics ?? null,
      aimsMissed: run.aimsMissed ?? [],
    })),
    comparison,
    budgets,
    scaleAims,
    contentAims,
    cartAims,
    listAims,
    analyticsAims,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}
