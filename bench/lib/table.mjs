/**
 * Formats the results as a plain-text table: one row per route, a budget line under the header,
 * "!" after a figure over its budget, "*" after a status the route should not answer with.
 */
const COLUMNS = [
  { title: 'route', get: (r) => r.path, left: true },
  { title: 'kind', get: (r) => r.kind, left: true },
  { title: 'status', get: (r) => statusCell(r) },
  { title: 'TTFB med ms', metric: 'ttfbMedianMs', get: (r) => r.ttfb.medianMs },
  { title: 'TTFB p95 ms', metric: 'ttfbP95Ms', get: (r) => r.ttfb.p95Ms },
  { title: 'req/s', get: (r) => r.load.requestsPerS },
  { title: 'p95 load ms', get: (r) => r.load.p95Ms },
  { title: 'x floor', metric: 'ratioToFloor', get: (r) => (r.kind === 'floor' ? 'floor' : r.ratioToFloor) },
  { title: 'JS gz KB', metric: 'clientJsGzipKb', get: (r) => r.clientJs?.gzipKb ?? '' },
];

function statusCell(row) {
  const seen = [...new Set(Object.keys({ ...row.ttfb.statuses, ...row.load.statuses }))].sort();
  const ok = seen.length === 1 && Number(seen[0]) === row.expectedStatus && !row.load.errors && !row.load.timeouts;
  return seen.join('/') + (ok ? '' : '*');
}

export function formatTable(rows, budgets, overBudget) {
  const over = new Set(overBudget.map((o) => `${o.route} ${o.metric}`));
  const budgetLines = Object.entries(budgets).map(([kind, budget]) =>
    COLUMNS.map((c, i) => (i === 0 ? `budget (${kind})` : c.metric && budget[c.metric] !== undefined ? `<=${budget[c.metric]}` : '')),
  );
  const body = rows.map((row) => COLUMNS.map((c) => `${c.get(row) ?? '-'}${c.metric && over.has(`${row.path} ${c.metric}`) ? '!' : ''}`));
  const lines = [COLUMNS.map((c) => c.title), ...budgetLines, ...body];
  const widths = COLUMNS.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const render = (cells) => cells.map((cell, i) => (COLUMNS[i].left ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [render(lines[0]), ...budgetLines.map(render), rule, ...body.map(render)].join('\n');
}
