/**
 * Formats the results as plain-text tables: one row per route, a budget line under the header,
 * "!" after a figure over its budget (or missing its aim), "*" after a status the route should
 * not answer with.
 */
const COLUMNS = [
  { title: 'route', get: (r) => r.name, left: true },
  { title: 'kind', get: (r) => r.kind, left: true },
  { title: 'status', get: (r) => statusCell(r) },
  { title: 'TTFB med ms', metric: 'ttfbMedianMs', get: (r) => r.ttfb.medianMs },
  { title: 'TTFB p95 ms', metric: 'ttfbP95Ms', get: (r) => r.ttfb.p95Ms },
  { title: 'n', get: (r) => r.ttfb.samples },
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

/** Pads cells into aligned columns; a rule goes under the first `headerLines` lines. */
function render(columns, lines, headerLines) {
  const widths = columns.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  const line = (cells) => cells.map((cell, i) => (columns[i].left ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [...lines.slice(0, headerLines).map(line), rule, ...lines.slice(headerLines).map(line)].join('\n');
}

export function formatTable(rows, budgets, overBudget) {
  const over = new Set(overBudget.map((o) => `${o.route} ${o.metric}`));
  const budgetLines = Object.entries(budgets).map(([kind, budget]) =>
    COLUMNS.map((c, i) => (i === 0 ? `budget (${kind})` : c.metric && budget[c.metric] !== undefined ? `<=${budget[c.metric]}` : '')),
  );
  const body = rows.map((row) => COLUMNS.map((c) => `${c.get(row) ?? '-'}${c.metric && over.has(`${row.name} ${c.metric}`) ? '!' : ''}`));
  return render(COLUMNS, [COLUMNS.map((c) => c.title), ...budgetLines, ...body], 1 + budgetLines.length);
}

const k = (variants) => `${variants / 1000}k`;

/** The side-by-side comparison across catalogue sizes (evaluate.compareSizes), aims marked like budgets. */
export function formatComparison(comparison) {
  const [small, large] = comparison.sizes.map(k);
  const columns = [
    { title: 'route', left: true },
    { title: 'n' },
    { title: `med ${small}` },
    { title: `med ${large}` },
    { title: `${large}/${small}` },
    { title: 'aim' },
    { title: `p95 ${small}` },
    { title: `p95 ${large}` },
    { title: 'aim' },
  ];
  const mark = (aim) => (aim && !aim.met ? '!' : '');
  const body = comparison.rows.map((r) => [
    r.name,
    r.samples,
    r.medianMs[0],
    r.medianMs[1],
    `${r.medianRatio ?? '-'}${mark(r.aims.medianRatio)}`,
    r.aims.medianRatio ? `<=${r.aims.medianRatio.max}` : '',
    r.p95Ms[0],
    `${r.p95Ms[1]}${mark(r.aims.p95AtLargestMs)}`,
    r.aims.p95AtLargestMs ? `<${r.aims.p95AtLargestMs.below}` : '',
  ]);
  return render(columns, [columns.map((c) => c.title), ...body], 1);
}

/** Issue 6: warm and cold TTFB per content route and the KV hit ratio from Server-Timing. */
export function formatContent(content, aims, missed = []) {
  const columns = [{ title: 'route', left: true }, { title: 'warm med' }, { title: 'warm p95' }, { title: 'n' }, { title: 'cold med' }, { title: 'cold p95' }, { title: 'n' }, { title: 'hit/stale/miss warm' }, { title: 'hit/stale/miss cold' }];
  const over = new Set(missed.map((m) => m.route));
  const counts = (c) => `${c.hit}/${c.stale}/${c.miss}`;
  const body = content.rows.map((r) => [r.name, `${r.warm.medianMs}${over.has(`content ${r.name}`) ? '!' : ''}`, r.warm.p95Ms, r.warm.samples, r.cold.medianMs, r.cold.p95Ms, r.cold.samples, counts(r.warm.cache), counts(r.cold.cache)]);
  const aimLine = ['aim (ms)', `<=${aims.warmTtfbMedianMs}`, '', '', 'shown', '', '', '', ''];
  const c = content.cache;
  const reported = c.reported === c.responses ? '' : ` (! only ${c.reported} of ${c.responses} responses carried the Server-Timing header)`;
  return [render(columns, [columns.map((col) => col.title), aimLine, ...body], 2), `KV hit ratio over these ${c.responses} responses: ${c.hitRatioPct ?? '-'} % (${c.hit} fresh + ${c.stale} stale hits, ${c.miss} misses)${reported}`].join('\n');
}

/** Issue 5: the 1,000-row imports, single adds and how the 200-line cart was filled. */
export function formatCart(cart, aims, missed = []) {
  const over = new Set(missed.map((m) => m.route));
  const columns = [{ title: 'what', left: true }, { title: 'ms' }, { title: 'aim' }, { title: 'result', left: true }];
  const body = [
    ...cart.imports.map((i) => [`import 1,000 rows (${i.buyer})`, `${i.ms}${over.has(`import (${i.buyer})`) ? '!' : ''}`, `<${aims.importBelowMs}`, `status ${i.status}, ${i.imported} imported${i.rowErrors ? ', row errors' : ''}`]),
    [`add one line, median of ${cart.add.samples}`, cart.add.medianMs, '', `max ${cart.add.maxMs} ms, ${cart.add.allAdded ? 'all added' : `! not all added (status ${cart.add.statuses.join('/')})`}`],
    [`fill: import ${cart.fill.rows} rows (anna)`, cart.fill.ms, '', `${cart.fill.linesAfter} lines on /cart afterwards`],
  ];
  return [render(columns, [columns.map((col) => col.title), ...body], 1), `/cart with those lines is the row "${cart.cartRow}" in the table above (page budgets). Imports and adds are timed to the end of the server action's RSC answer (the re-rendered cart included), as the browser's JavaScript calls them.`].join('\n');
}
