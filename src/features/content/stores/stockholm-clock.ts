import type { Weekday } from '../../../lib/upstream/content/store-model';
import { stockholmTime } from '../../../../domain/calendar';

/**
 * "Now" as a Swedish store sees it: the one Stockholm clock (domain/calendar) with the weekday
 * named as opening hours name it. Workers run in UTC; between midnight and two in the morning
 * the UTC weekday is still yesterday, which would highlight the wrong row of the opening hours.
 */

export interface StockholmNow {
  weekday: Weekday;
  /** YYYY-MM-DD */
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/** Opening-hours weekdays by Date.getDay's number, Sunday first. */
const WEEKDAY_BY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function stockholmNow(instant: Date = new Date()): StockholmNow {
  const { weekday, date, minutes } = stockholmTime(instant);
  return { weekday: WEEKDAY_BY_NUMBER[weekday] ?? 'mon', date, minutes };
}
