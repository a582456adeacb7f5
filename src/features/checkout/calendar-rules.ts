import 'server-only';
import { getRequestContext } from '../../lib/request';
import { todayInStockholm, type CalendarRules } from '../../../domain/calendar';

/** Today in Stockholm and the brand's closed days: what every date check of checkout needs. */
export function calendarRules(): CalendarRules {
  return { today: todayInStockholm(), extraClosedDates: getRequestContext().brand.extraClosedDates };
}
