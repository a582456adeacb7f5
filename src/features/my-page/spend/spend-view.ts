import type { Spend } from '../../../lib/upstream/order/get-spend';

/** One project's column of the figures; `key` is stable for styling and never empty. */
export interface SpendSeries {
  key: string;
  projectId: string | null;
  name: string;
}

export interface SpendMonth {
  month: string;
  /** Öre per series key: whole numbers, so sums never drift. */
  byProject: Record<string, number>;
  totalOre: number;
}

/** The spend answer as the chart, the table and the CSV read it: every month, every project. */
export interface SpendView {
  from: string;
  to: string;
  series: SpendSeries[];
  months: SpendMonth[];
  totalOre: number;
  projectTotalsOre: Record<string, number>;
}

const NO_PROJECT_KEY = 'utan-projekt';
const keyOf = (projectId: string | null) => projectId ?? NO_PROJECT_KEY;
export const toOre = (kronor: number) => Math.round(kronor * 100);

/**
 * Months without orders are zero, not missing (a gap in a chart reads as "no data"); projects
 * without orders in the window are left out so the legend holds only what the bars show.
 */
export function toSpendView(spend: Spend, names: { noProject: string }): SpendView {
  const used = new Set(spend.data.map((row) => keyOf(row.projectId)));
  const series = spend.projects
    .filter((project) => used.has(keyOf(project.projectId)))
    .map((project) => ({ key: keyOf(project.projectId), projectId: project.projectId, name: project.projectName ?? (project.projectId === null ? names.noProject : project.projectId) }));
  const months = spend.months.map((month) => {
    const byProject = Object.fromEntries(series.map((one) => [one.key, 0]));
    for (const row of spend.data) if (row.month === month) byProject[keyOf(row.projectId)] = (byProject[keyOf(row.projectId)] ?? 0) + toOre(row.amount);
    return { month, byProject, totalOre: Object.values(byProject).reduce((sum, value) => sum + value, 0) };
  });
  const projectTotalsOre = Object.fromEntries(series.map((one) => [one.key, months.reduce((sum, month) => sum + (month.byProject[one.key] ?? 0), 0)]));
  return { from: spend.from, to: spend.to, series, months, totalOre: months.reduce((sum, month) => sum + month.totalOre, 0), projectTotalsOre };
}

const monthFormat = new Intl.DateTimeFormat('sv-SE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('sv-SE', { month: 'short', timeZone: 'UTC' });
const asDate = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** "2026-11" → "nov. 2026" (table, CSV); the chart's axis uses the short "nov.". */
export const monthLabel = (month: string) => monthFormat.format(asDate(month));
export const shortMonthLabel = (month: string) => shortMonthFormat.format(asDate(month));
