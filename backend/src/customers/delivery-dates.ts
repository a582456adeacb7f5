import { nextDeliveryDates as nextCalendarDates, type IsoDate } from '../../../domain/calendar';

/** How many dates GET /customers/{id}/delivery-dates offers. */
export const DELIVERY_DATE_COUNT = 20;

/**
 * The next `count` delivery days after `today` (today itself is never offered), by the shared
 * calendar (domain/calendar) the shop's date picker uses too, so the two never disagree. The
 * service knows no brand, so no brand closed days apply here.
 */
export const nextDeliveryDates = (today: IsoDate, count = DELIVERY_DATE_COUNT): IsoDate[] => nextCalendarDates({ today, extraClosedDates: [] }, count);
