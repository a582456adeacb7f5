import { WEEKDAYS, type SpecialHours, type Weekday, type WeeklyHours } from '../../../lib/upstream/content/store-model';
import { addDays } from '../../../../domain/calendar';
import type { StockholmNow } from './stockholm-clock';

/**
 * Opening hours as editors write them ("07:00-18:00", "Stängt") turned into what a visitor
 * asks: what are the hours this week, which row is today, is the store open right now, and
 * when does it open next. Special hours for a date win over the weekday's hours.
 */

export type DayHours = { kind: 'open'; opens: number; closes: number; text: string } | { kind: 'closed' } | { kind: 'other'; text: string };

const RANGE = /^\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*[-–]\s*([01]?\d|2[0-4])[:.]([0-5]\d)\s*$/;
const CLOSED = /^\s*(stängt|closed)\s*$/i;

const pad = (value: number) => String(value).padStart(2, '0');
export const formatMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function parseDayHours(text: string | undefined): DayHours | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (CLOSED.test(text)) return { kind: 'closed' };
  const match = RANGE.exec(text);
  if (!match) return { kind: 'other', text: text.trim() };
  const opens = Number(match[1]) * 60 + Number(match[2]);
  const closes = Number(match[3]) * 60 + Number(match[4]);
  return closes > opens ? { kind: 'open', opens, closes, text: `${formatMinutes(opens)}–${formatMinutes(closes)}` } : { kind: 'other', text: text.trim() };
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? 'mon';
}

/** The hours that apply on a date: its special hours, else its weekday's. */
export function hoursOn(date: string, weekly: WeeklyHours, special: readonly SpecialHours[]): { hours: DayHours | undefined; special?: SpecialHours } {
  const exception = special.find((item) => item.date === date);
  if (exception) return { hours: parseDayHours(exception.hours), special: exception };
  return { hours: parseDayHours(weekly[weekdayOf(date)]) };
}

export interface WeekRow {
  day: Weekday;
  date: string;
  hours: DayHours | undefined;
  special?: SpecialHours;
  isToday: boolean;
}

/** This week, Monday to Sunday, with today marked and any special hours of these dates applied. */
export function thisWeek(weekly: WeeklyHours, special: readonly SpecialHours[], now: StockholmNow): WeekRow[] {
  const monday = addDays(now.date, -WEEKDAYS.indexOf(now.weekday));
  return WEEKDAYS.map((day, index) => {
    const date = addDays(monday, index);
    return { day, date, isToday: date === now.date, ...hoursOn(date, weekly, special) };
  });
}

export type OpenStatus = { open: true; closesAt: string } | { open: false; opensAt?: { day: Weekday; time: string; today: boolean } };

/** Open right now, and until when; or when it opens next within a week. */
export function openStatus(weekly: WeeklyHours, special: readonly SpecialHours[], now: StockholmNow): OpenStatus {
  const today = hoursOn(now.date, weekly, special).hours;
  if (today?.kind === 'open' && now.minutes >= today.opens && now.minutes < today.closes) return { open: true, closesAt: formatMinutes(today.closes) };
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(now.date, offset);
    const hours = hoursOn(date, weekly, special).hours;
    if (hours?.kind !== 'open' || (offset === 0 && now.minutes >= hours.opens)) continue;
    return { open: false, opensAt: { day: weekdayOf(date), time: formatMinutes(hours.opens), today: offset === 0 } };
  }
  return { open: false };
}

/** Special hours from today on, in date order: what a visitor can still plan for. */
export const upcomingSpecialHours = (special: readonly SpecialHours[], now: StockholmNow, limit = 8) =>
  special.filter((item) => item.date >= now.date).slice(0, limit);
