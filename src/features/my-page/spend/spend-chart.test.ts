import { describe, expect, it } from 'vitest';
import type { Spend } from '../../../lib/upstream/order/get-spend';
import { chartGeometry, niceCeiling } from './spend-chart';
import { toSpendView } from './spend-view';

// Orders as the order list shows them: month, project and total in kronor (öre decimals).
const orders = [
  { month: '2026-09', projectId: 'P-1', total: 1234.55 },
  { month: '2026-09', projectId: 'P-1', total: 0.1 },
  { month: '2026-09', projectId: 'P-2', total: 0.2 },
  { month: '2026-10', projectId: null, total: 99.99 },
  { month: '2026-11', projectId: 'P-2', total: 45_000.01 },
  { month: '2026-11', projectId: 'P-1', total: 17.3 },
];

/** What GET /orders/spend answers for those orders: one row per month and project. */
function spendOf(list: typeof orders): Spend {
  const rows = new Map<string, { month: string; projectId: string | null; orderCount: number; amount: number }>();
  for (const order of list) {
    const key = `${order.month}|${order.projectId}`;
    const row = rows.get(key) ?? { month: order.month, projectId: order.projectId, orderCount: 0, amount: 0 };
    row.orderCount += 1;
    row.amount = Math.round(row.amount * 100 + order.total * 100) / 100;
    rows.set(key, row);
  }
  return {
    customerId: 'C-1',
    from: '2026-08',
    to: '2026-11',
    currency: 'SEK',
    vatIncluded: false,
    months: ['2026-08', '2026-09', '2026-10', '2026-11'],
    projects: [
      { projectId: 'P-1', projectName: 'Kv. Björken' },
      { projectId: 'P-2', projectName: 'Skolan' },
      { projectId: 'P-3', projectName: 'Inga ordrar' },
      { projectId: null, projectName: null },
    ],
    data: [...rows.values()],
    total: list.reduce((sum, order) => sum + order.total, 0),
    orderCount: list.length,
  };
}

const ore = (kronor: number) => Math.round(kronor * 100);

describe('the spend chart', () => {
  const view = toSpendView(spendOf(orders), { noProject: 'Utan projekt' });
  const chart = chartGeometry(view);

  it("sums to the orders' totals, bar by bar and in all", () => {
    const chartTotal = chart.bars.flatMap((bar) => bar.segments).reduce((sum, segment) => sum + segment.valueOre, 0);
    expect(chartTotal).toBe(orders.reduce((sum, order) => sum + ore(order.total), 0));
    expect(view.totalOre).toBe(chartTotal);
    for (const bar of chart.bars) {
      const ofMonth = orders.filter((order) => order.month === bar.month).reduce((sum, order) => sum + ore(order.total), 0);
      expect([bar.month, bar.segments.reduce((sum, segment) => sum + segment.valueOre, 0), bar.totalOre]).toEqual([bar.month, ofMonth, ofMonth]);
    }
    for (const series of view.series) {
      expect(view.projectTotalsOre[series.key]).toBe(orders.filter((order) => (order.projectId ?? 'utan-projekt') === series.key).reduce((sum, order) => sum + ore(order.total), 0));
    }
  });

  it('keeps every month (zero when empty) and only projects with orders', () => {
    expect(chart.bars.map((bar) => bar.month)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    expect(chart.bars[0]?.totalOre).toBe(0);
    expect(view.series.map((series) => series.name)).toEqual(['Kv. Björken', 'Skolan', 'Utan projekt']);
  });

  it('draws to scale: stacked segments fill the bar up to its total, under the top tick', () => {
    const top = chart.ticks.at(-1);
    expect(top?.valueKronor).toBeGreaterThanOrEqual(45_017.31);
    for (const bar of chart.bars) {
      const height = bar.segments.reduce((sum, segment) => sum + segment.height, 0);
      expect(height).toBeCloseTo(((bar.totalOre / 100) / (top?.valueKronor ?? 1)) * (chart.plot.bottom - chart.plot.top), 6);
      expect(Math.min(...bar.segments.map((segment) => segment.y))).toBeGreaterThanOrEqual(chart.plot.top - 1e-9);
    }
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([niceCeiling(0), niceCeiling(7), niceCeiling(45_017.31), niceCeiling(120), niceCeiling(100)]).toEqual([1, 10, 50_000, 200, 100]);
  });
});
