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
        if (budget[metric] !== undefined && value != null && value > budget[metric]) overBudget.push({ route: row.path, metric, value, budget: budget[metric] });
      }
    }
    const seen = Object.keys({ ...row.ttfb.statuses, ...row.load.statuses }).map(Number);
    const unexpected = seen.filter((s) => s !== row.expectedStatus);
    if (unexpected.length || row.load.errors || row.load.timeouts) {
      unexpectedStatus.push({ route: row.path, expected: row.expectedStatus, ttfbStatuses: row.ttfb.statuses, loadStatuses: row.load.statuses, errors: row.load.errors, timeouts: row.load.timeouts });
    }
  }
  return { overBudget, unexpectedStatus };
}
