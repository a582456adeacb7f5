import { isDeliveryDay, parseIsoDate, type IsoDate } from '../../../domain/calendar';

export type RequestedDateError = 'invalid_date' | 'date_not_after_today' | 'date_not_delivery_day' | 'date_too_far';

/** The same calendar date a year on (29 February becomes 28 February). */
export function oneYearAfter(today: IsoDate): IsoDate {
  const [year, month, day] = [Number(today.slice(0, 4)) + 1, today.slice(5, 7), today.slice(8, 10)];
  const candidate = `${year}-${month}-${day}`;
  return parseIsoDate(candidate) ? candidate : `${year}-${month}-28`;
}

/**
 * A requested delivery date the shop may send (spec point 5): a real date, after today in
 * Stockholm, a weekday that is not a Swedish public holiday, and at most one year ahead.
 * ISO dates compare correctly as strings.
 */
export function checkRequestedDate(date: string, today: IsoDate): RequestedDateError | null {
  if (!parseIsoDate(date)) return 'invalid_date';
  if (date <= today) return 'date_not_after_today';
  if (date > oneYearAfter(today)) return 'date_too_far';
  if (!isDeliveryDay(date)) return 'date_not_delivery_day';
  return null;
}
