export { addDays, isoDate, parseIsoDate, weekday, type IsoDate } from './iso-date';
export { easterSunday, midsummerEve, swedishClosedDays } from './swedish-holidays';
export { deliveryDateProblem, isDeliveryDate, nextDeliveryDates, MAX_DAYS_AHEAD, type CalendarRules, type DeliveryDateProblem } from './delivery-calendar';
export { minutesOf, stockholmMinutes } from './stockholm-clock';
