import { addDays, parseIsoDate, weekday, type IsoDate } from './iso-date';
import { isSwedishClosedDay } from './swedish-holidays';

export interface CalendarRules {
  /** Today in Europe/Stockholm; never offered, and nothing before it. */
  today: IsoDate;
  /** The brand's own closed days (brand config extraClosedDates). */
  extraClosedDates: readonly IsoDate[];
}

export type DeliveryDateProblem = 'invalid_date' | 'date_not_after_today' | 'date_too_far' | 'date_not_delivery_day';

/** How far ahead a date may be asked for; the cart service refuses later dates as well. */
export const MAX_DAYS_AHEAD = 365;

/**
 * Why a requested delivery date cannot be used, or null when it can (spec point 5): a real date
 * after today, at most a year ahead, not a weekend, a Swedish closed day or a brand closed day.
 * ISO dates compare correctly as text.
 */
export function deliveryDateProblem(date: string, rules: CalendarRules): DeliveryDateProblem | null {
  if (!parseIsoDate(date)) return 'invalid_date';
  if (date <= rules.today) return 'date_not_after_today';
  if (date > addDays(rules.today, MAX_DAYS_AHEAD)) return 'date_too_far';
  if (!isDeliveryDay(date)) return 'date_not_delivery_day';
  if (rules.extraClosedDates.includes(date)) return 'date_not_delivery_day';
  return null;
}

/** A weekday that is no Swedish closed day: when the trade delivers, before any brand's own closed days. */
export function isDeliveryDay(date: IsoDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isSwedishClosedDay(date);
}

export const isDeliveryDate = (date: string, rules: CalendarRules) => deliveryDateProblem(date, rules) === null;

/** The next `count` dates a delivery can be asked for, first one first. */
export function nextDeliveryDates(rules: CalendarRules, count: number): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = 1; dates.length < count && day <= MAX_DAYS_AHEAD; day += 1) {
    const date = addDays(rules.today, day);
    if (isDeliveryDate(date, rules)) dates.push(date);
  }
  return dates;
}
