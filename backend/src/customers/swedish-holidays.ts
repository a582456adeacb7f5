import type { IsoDate } from '../lib/calendar-date';
import { easterSunday, midsummerEve, swedishClosedDays } from '../../../src/lib/calendar/swedish-holidays';

// The holiday rules live once, in the shop's pure delivery calendar (src/lib/calendar/), so the
// shop's date picker and this service's validation can never disagree.
export { easterSunday, midsummerEve };

/** The weekdays without deliveries besides weekends (spec point 5), sorted. */
export const swedishHolidays = (year: number): IsoDate[] => swedishClosedDays(year);

export const isSwedishHoliday = (date: IsoDate): boolean => swedishHolidays(Number(date.slice(0, 4))).includes(date);
