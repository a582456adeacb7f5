// npm run bench: measures the shop's routes on a throw-away local instance (see bench/README.md).
// Reports against bench/budgets.mjs but exits 0 whatever the timings; only a broken harness
// (build, start or a request failing outright) exits non-zero.
import { budgets } from './budgets.mjs';
import { evaluate } from './lib/evaluate.mjs';
import { closestFloor, floorRoutes } from './lib/floor.mjs';
import { get } from './lib/http-get.mjs';
import { machineInfo } from './lib/machine.mjs';
import { measureRoute } from './lib/measure-route.mjs';
import { writeResults, RESULTS_FILE } from './lib/results-file.mjs';
import { withShop } from './lib/shop.mjs';
import { round1 } from './lib/stats.mjs';
import { formatTable } from './lib/table.mjs';
import { BRAND_HOST, routes } from './routes.mjs';

// The helpers in scripts/lib use paths relative to the project root.
process.chdir(new URL('..', import.meta.url).pathname);

async function measureAll(shop) {
  const port = new URL(shop.origin).port;
  const hostFor = (route) => `${route.host ?? BRAND_HOST}:${port}`;
  // The JS floor is the built chunk closest in size to the front page HTML, so fetch that first.
  const front = await get(new URL('/', shop.origin).href, { host: hostFor({}) });
  const rows = [];
  for (const route of [...floorRoutes(front.body.length), ...routes]) {
    console.log(`Measuring ${route.path}…`);
    rows.push(await measureRoute(shop.origin, route, { host: hostFor(route) }));
  }
  const floors = rows.filter((row) => row.kind === 'floor');
  for (const row of rows.filter((r) => r.kind !== 'floor')) {
    const floor = closestFloor(floors, row.bytes);
    row.floor = floor.path;
    row.ratioToFloor = round1(row.ttfb.medianMs / floor.ttfb.medianMs);
  }
  return rows;
}

try {
  const startedAt = new Date();
  const machine = machineInfo();
  const rows = await withShop(measureAll);
  const { overBudget, unexpectedStatus } = evaluate(rows, budgets);
  console.log(`\n${machine.cpu}, ${machine.cores} cores, Node ${machine.node}\n`);
  console.log(formatTable(rows, budgets, overBudget));
  console.log(overBudget.length ? `\n! over budget: ${overBudget.map((o) => `${o.route} ${o.metric} ${o.value} > ${o.budget}`).join('; ')}` : '\nAll routes within budget.');
  if (unexpectedStatus.length) console.log(`* unexpected status or errors: ${unexpectedStatus.map((u) => `${u.route} (expected ${u.expected})`).join('; ')}`);
  writeResults({ machine, rows, budgets, overBudget, unexpectedStatus, startedAt });
  console.log(`Written to ${RESULTS_FILE}. Budgets are advisory: the bench does not fail on them.`);
  process.exit(0);
} catch (error) {
  console.error(`The bench itself failed: ${error.stack ?? error}`);
  process.exit(1);
}
