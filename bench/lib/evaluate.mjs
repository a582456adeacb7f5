/**
 * Compares measured rows with the budgets for their kind. Returns the over-budget list and the
 * unexpected statuses; nothing here throws, the bench reports and never fails on time.
 */
export function evaluate(rows, budgets) {
  const overBudget = [];
  const unexpectedStatus = [];
  for (const row of rows) {
    const budget = budgets[row.kind];
    if (budget) {
      const checks = [
        ['ttfbMedianMs', row.ttfb.medianMs],
        ['ttfbP95Ms', row.ttfb.p95Ms],
        ['ratioToFloor', row.ratioToFloor],
        ['clientJsGzipKb', row.clientJs?.gzipKb],
      ];
      for (const [metric, value] of checks) {
        if (budget[metric] !== undefined && value != null && value > budget[metric]) overBudget.push({ route: row.name, path: row.path, metric, value, budget: budget[metric] });
      }
    }
    const seen = Object.keys({ ...row.ttfb.statuses, ...row.load.statuses }).map(Number);
    const unexpected = seen.filter((s) => s !== row.expectedStatus);
    if (unexpected.length || row.load.errors || row.load.timeouts) {
      unexpectedStatus.push({ route: row.name, path: row.path, expected: row.expectedStatus, ttfbStatuses: row.ttfb.statuses, loadStatuses: row.load.statuses, errors: row.load.errors, timeouts: row.load.timeouts });
    }
  }
  return { overBudget, unexpectedStatus };
}

/**
 * The same routes at the smallest and the largest catalogue size: TTFB median and p95 at both and
 * the ratio of the medians, with the aims of budgets.scaleAims checked (`missed` lists the misses).
 */
export function compareSizes(runs, scaleAims) {
  const small = runs[0];
  const large = runs.at(-1);
  const missed = [];
  const rows = large.rows
    .filter((row) => row.kind !== 'floor')
    .map((row) => {
      const before = small.rows.find((r) => r.name === row.name);
      const ratio = before ? round2(row.ttfb.medianMs / before.ttfb.medianMs) : null;
      const entry = {
        name: row.name,
        path: row.path,
        pathAtSmall: before?.path !== row.path ? (before?.path ?? null) : undefined,
        medianMs: [before?.ttfb.medianMs ?? null, row.ttfb.medianMs],
        p95Ms: [before?.ttfb.p95Ms ?? null, row.ttfb.p95Ms],
        medianRatio: ratio,
        aims: {},
      };
      if (scaleAims.medianRatio.routes.includes(row.name)) {
        entry.aims.medianRatio = { max: scaleAims.medianRatio.max, met: ratio != null && ratio <= scaleAims.medianRatio.max };
        if (!entry.aims.medianRatio.met) missed.push({ route: row.name, metric: 'medianRatio', value: ratio, aim: `<= ${scaleAims.medianRatio.max}` });
      }
      if (scaleAims.p95AtLargestMs.routes.includes(row.name)) {
        entry.aims.p95AtLargestMs = { below: scaleAims.p95AtLargestMs.below, met: row.ttfb.p95Ms < scaleAims.p95AtLargestMs.below };
        if (!entry.aims.p95AtLargestMs.met) missed.push({ route: row.name, metric: 'p95AtLargestMs', value: row.ttfb.p95Ms, aim: `< ${scaleAims.p95AtLargestMs.below}` });
      }
      return entry;
    });
  return { sizes: [small.variants, large.variants], rows, missed };
}

/** Ratios to two decimals: 1.2 is the aim, so 1.24 and 1.16 must not both print as 1.2. */
const round2 = (n) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : null);

/** Issue 6's aims on the content figures (lib/content.mjs): the warm median TTFB per route. */
export function evaluateContent(content, aims) {
  return content.rows
    .filter((row) => row.warm.medianMs > aims.warmTtfbMedianMs)
    .map((row) => ({ route: `content ${row.name}`, metric: 'warmTtfbMedianMs', value: row.warm.medianMs, aim: `<= ${aims.warmTtfbMedianMs}` }));
}

/** Issue 5's aim on the cart figures (lib/cart.mjs): every 1,000-row import under the limit. */
export function evaluateCart(cart, aims) {
  return cart.imports
    .filter((i) => !(i.ms < aims.importBelowMs))
    .map((i) => ({ route: `import (${i.buyer})`, metric: 'importMs', value: i.ms, aim: `< ${aims.importBelowMs}` }));
}
