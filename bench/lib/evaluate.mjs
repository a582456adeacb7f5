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
 * The comparison across catalogue sizes from the side-by-side rows (lib/side-by-side.mjs): the
 * medians and p95s at the smallest and largest size, the ratio of the medians, with the aims of
 * budgets.scaleAims checked (`missed` lists the misses).
 */
export function compareSizes(sideBySide, sizes, scaleAims) {
  const missed = [];
  const rows = sideBySide.map((row) => {
    const medianMs = [row.medianMs[0], row.medianMs.at(-1)];
    const p95Ms = [row.p95Ms[0], row.p95Ms.at(-1)];
    const ratio = round2(medianMs[1] / medianMs[0]);
    const entry = { name: row.name, paths: row.paths, samples: row.samples, medianMs, p95Ms, medianRatio: ratio, aims: {} };
    const ratioAim = scaleAims.medianRatio.find((aim) => aim.routes.includes(row.name));
    if (ratioAim) {
      entry.aims.medianRatio = { max: ratioAim.max, issue: ratioAim.issue, met: ratio != null && ratio <= ratioAim.max };
      if (!entry.aims.medianRatio.met) missed.push({ route: row.name, metric: 'medianRatio', value: ratio, aim: `<= ${ratioAim.max}` });
    }
    if (scaleAims.p95AtLargestMs.routes.includes(row.name)) {
      entry.aims.p95AtLargestMs = { below: scaleAims.p95AtLargestMs.below, met: p95Ms[1] < scaleAims.p95AtLargestMs.below };
      if (!entry.aims.p95AtLargestMs.met) missed.push({ route: row.name, metric: 'p95AtLargestMs', value: p95Ms[1], aim: `< ${scaleAims.p95AtLargestMs.below}` });
    }
    return entry;
  });
  return { sizes: [sizes[0], sizes.at(-1)], rows, missed };
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
