/**
 * Plain calendar dates written YYYY-MM-DD. Arithmetic goes through UTC midnight so no time zone
 * or daylight-saving shift can move a date; "today" itself comes from todayInStockholm.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date as UTC midnight, or null when the text is no real date (2025-02-30 is not). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const fromUtc = (date: Date): IsoDate => isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`addDays: not a date "${date.slice(0, 20)}"`);
  return fromUtc(new Date(parsed.getTime() + days * 86_400_000));
}

/** 0 = Sunday … 6 = Saturday, as Date.getDay counts. */
export function weekday(date: IsoDate): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`weekday: not a date "${date.slice(0, 20)}"`);
  return parsed.getUTCDay();
}
