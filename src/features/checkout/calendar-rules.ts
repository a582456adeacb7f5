import 'server-only';
import type { CalendarRules } from '../../lib/calendar';
import { todayInStockholm } from '../../lib/format';
import { getRequestContext } from '../../lib/request';

/** Today in Stockholm and the brand's closed days: what every date check of checkout needs. */
export function calendarRules(): CalendarRules {
  return { today: todayInStockholm(), extraClosedDates: getRequestContext().brand.extraClosedDates };
}
