import 'server-only';
import { todayInStockholm, type CalendarRules } from '../../../domain/calendar';
import { getRequestContext } from '../../lib/request-context';

/** Today in Stockholm and the brand's closed days: what every date check of checkout needs. */
export function calendarRules(): CalendarRules {
  return { today: todayInStockholm(), extraClosedDates: getRequestContext().brand.extraClosedDates };
}
