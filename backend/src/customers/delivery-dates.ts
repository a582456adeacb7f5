import { addDays, weekday, type IsoDate } from '../lib/calendar-date';
import { isSwedishHoliday } from './swedish-holidays';

/** How many dates GET /customers/{id}/delivery-dates offers. */
export const DELIVERY_DATE_COUNT = 20;

export const isDeliveryDay = (date: IsoDate): boolean => {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isSwedishHoliday(date);
};

/** The next `count` delivery days after `today` (today itself is never offered). */
export function nextDeliveryDates(today: IsoDate, count = DELIVERY_DATE_COUNT): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = addDays(today, 1); dates.length < count; date = addDays(date, 1)) {
    if (isDeliveryDay(date)) dates.push(date);
  }
  return dates;
}
