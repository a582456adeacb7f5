export { addDays, isoDate, parseIsoDate, weekday, type IsoDate } from './iso-date';
export { easterSunday, isSwedishClosedDay, midsummerEve, swedishClosedDays } from './swedish-holidays';
export { deliveryDateProblem, isDeliveryDate, isDeliveryDay, nextDeliveryDates, MAX_DAYS_AHEAD, type CalendarRules, type DeliveryDateProblem } from './delivery-calendar';
export { minutesOf, STOCKHOLM_TIME_ZONE, stockholmMinutes, stockholmTime, todayInStockholm, type StockholmTime } from './stockholm-clock';
export { addMonths, currentYearMonth, monthBounds, monthsBetween, parseYearMonth, type YearMonth } from './year-month';
