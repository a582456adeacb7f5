import { todayInStockholm } from './stockholm-clock';

/** A calendar month as text, "2026-11": how spend figures are keyed and sent in URLs. */
export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month as [year, month 1–12], or null for anything that is not a real "YYYY-MM". */
export function parseYearMonth(text: string): [number, number] | null {
  const match = YEAR_MONTH.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1900 && year <= 9999 ? [year, Number(match[2])] : null;
}

export function addMonths(month: YearMonth, count: number): YearMonth {
  const parsed = parseYearMonth(month);
  if (!parsed) throw new RangeError(`Not a month: ${month}`);
  const index = parsed[0] * 12 + (parsed[1] - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The Stockholm month of now (the worker's clock is UTC; a month turns at Swedish midnight). */
export const currentYearMonth = (instant: Date = new Date()): YearMonth => todayInStockholm(instant).slice(0, 7);

/** The first and last ISO day of a month: the bounds order dates are compared with. */
export function monthBounds(month: YearMonth): { first: string; last: string } {
  const next = addMonths(month, 1);
  const lastDay = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
