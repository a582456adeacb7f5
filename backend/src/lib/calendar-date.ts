/**
 * Calendar dates as `YYYY-MM-DD` strings, computed on UTC midnights so no time zone or daylight
 * saving shift can move a date. "Today" in Stockholm is the one place a zone enters.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(date: IsoDate): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2026-02-30 and friends, which Date.UTC would silently roll over.
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day ? value : null;
}

export const formatIsoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export const isoDate = (year: number, month: number, day: number): IsoDate => formatIsoDate(new Date(Date.UTC(year, month - 1, day)));

export function addDays(date: IsoDate, days: number): IsoDate {
  const value = parseIsoDate(date);
  if (!value) throw new RangeError(`Not a date: ${date}`);
  value.setUTCDate(value.getUTCDate() + days);
  return formatIsoDate(value);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  const value = parseIsoDate(date);
  if (!value) throw new RangeError(`Not a date: ${date}`);
  return value.getUTCDay();
}

const stockholmDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Sweden (the worker's clock is UTC; near midnight the two differ). */
export function stockholmToday(now: Date = new Date()): IsoDate {
  const parts = Object.fromEntries(stockholmDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}
