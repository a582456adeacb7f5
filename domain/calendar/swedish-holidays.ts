import { addDays, isoDate, weekday, type IsoDate } from './iso-date';

/**
 * Easter Sunday of a Gregorian year by the computus (Gauss' method as Butcher tabulated it):
 * the first Sunday after the ecclesiastical full moon on or after 21 March.
 */
export function easterSunday(year: number): IsoDate {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const centuryRest = century % 4;
  const moonCorrection = Math.floor((century + 8) / 25);
  const moonShift = Math.floor((century - moonCorrection + 1) / 3);
  const epact = (19 * golden + century - leapCenturies - moonShift + 15) % 30;
  const leapYears = Math.floor(yearOfCentury / 4);
  const yearRest = yearOfCentury % 4;
  const toSunday = (32 + 2 * centuryRest + 2 * leapYears - epact - yearRest) % 7;
  const shift = Math.floor((golden + 11 * epact + 22 * toSunday) / 451);
  const dayOfMarch = epact + toSunday - 7 * shift + 114;
  return isoDate(year, Math.floor(dayOfMarch / 31), (dayOfMarch % 31) + 1);
}

/** Midsummer Eve is the Friday of 19–25 June. */
export function midsummerEve(year: number): IsoDate {
  const first = isoDate(year, 6, 19);
  return addDays(first, (5 - weekday(first) + 7) % 7);
}

/**
 * Weekdays without deliveries besides weekends (spec point 5): the fixed public holidays, the
 * Easter-based ones (Good Friday, Easter Monday, Ascension Day), Midsummer Eve and the eves of
 * Christmas and New Year, when the trade is closed even though they are not public holidays.
 */
export function swedishClosedDays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  return [
    isoDate(year, 1, 1),
    isoDate(year, 1, 6),
    addDays(easter, -2),
    addDays(easter, 1),
    isoDate(year, 5, 1),
    addDays(easter, 39),
    isoDate(year, 6, 6),
    midsummerEve(year),
    isoDate(year, 12, 24),
    isoDate(year, 12, 25),
    isoDate(year, 12, 26),
    isoDate(year, 12, 31),
  ].sort();
}

/** Whether a date is one of its year's Swedish closed days. */
export const isSwedishClosedDay = (date: IsoDate): boolean => swedishClosedDays(Number(date.slice(0, 4))).includes(date);
