import type { Weekday } from '../../../lib/upstream/content/store-model';

/**
 * "Now" as a Swedish store sees it: weekday, date and minute of the day in Europe/Stockholm.
 * Workers run in UTC; between midnight and two in the morning the UTC weekday is still
 * yesterday, which would highlight the wrong row of the opening hours.
 */

export interface StockholmNow {
  weekday: Weekday;
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

const WEEKDAY_BY_NAME: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function stockholmNow(instant: Date = new Date()): StockholmNow {
  const found = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    weekday: WEEKDAY_BY_NAME[found.weekday ?? ''] ?? 'mon',
    date: `${found.year}-${found.month}-${found.day}`,
    minutes: Number(found.hour) * 60 + Number(found.minute),
  };
}

/** The calendar date `days` after a YYYY-MM-DD date (plain calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
