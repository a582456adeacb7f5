import { addDays, isoDate, weekday, type IsoDate } from '../lib/calendar-date';

/** Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Midsummer Eve: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): IsoDate {
  const june19 = isoDate(year, 6, 19);
  return addDays(june19, (5 - weekday(june19) + 7) % 7);
}

/**
 * The days no delivery happens besides weekends (spec point 5): the fixed holidays, the Easter
 * days that fall on weekdays, Ascension Day and Midsummer Eve, plus Christmas and New Year's Eves.
 */
export function swedishHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const days = [
    isoDate(year, 1, 1),
    isoDate(year, 1, 6),
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    isoDate(year, 5, 1),
    addDays(easter, 39), // Ascension Day
    isoDate(year, 6, 6),
    midsummerEve(year),
    isoDate(year, 12, 24),
    isoDate(year, 12, 25),
    isoDate(year, 12, 26),
    isoDate(year, 12, 31),
  ];
  return days.sort();
}

export const isSwedishHoliday = (date: IsoDate): boolean => swedishHolidays(Number(date.slice(0, 4))).includes(date);
