import { monthLabel, type SpendView } from './spend-view';

export interface SpendCsvTexts {
  month: string;
  total: string;
}

const BOM = '\uFEFF';

/** 123456 öre → "1234,56": a decimal comma and no group separator, so Excel in Swedish reads a number. */
export const csvAmount = (ore: number) => `${ore < 0 ? '-' : ''}${Math.floor(Math.abs(ore) / 100)},${String(Math.abs(ore) % 100).padStart(2, '0')}`;

/**
 * A cell as Excel reads it: quoted when it holds the separator, a quote or a line break; a text
 * starting with = + - @ gets a leading apostrophe so a project name can never run as a formula.
 */
function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The figures of the chart as a CSV file for Excel in Swedish: UTF-8 with a byte-order mark (or
 * Excel guesses a legacy code page and breaks å, ä, ö), `;` between cells (the comma is the
 * decimal sign), CRLF line ends. One row per month, one column per project, a total column and
 * a total row: the same table the page shows.
 */
export function toSpendCsv(view: SpendView, texts: SpendCsvTexts): string {
  const header = [texts.month, ...view.series.map((series) => series.name), texts.total];
  const rows = view.months.map((month) => [monthLabel(month.month), ...view.series.map((series) => csvAmount(month.byProject[series.key] ?? 0)), csvAmount(month.totalOre)]);
  const totals = [texts.total, ...view.series.map((series) => csvAmount(view.projectTotalsOre[series.key] ?? 0)), csvAmount(view.totalOre)];
  return BOM + [header, ...rows, totals].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
