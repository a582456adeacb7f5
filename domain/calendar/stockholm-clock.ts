import { TZDateMini } from '@date-fns/tz';
import { isoDate, type IsoDate } from './iso-date';

/**
 * The one Stockholm wall clock both workers read. Workers run in UTC and daylight saving moves
 * Sweden's offset twice a year: between midnight and two in the morning the UTC date and weekday
 * are still yesterday's, which would offer the wrong delivery days or mark the wrong opening hours.
 * TZDateMini (docs/decisions/008) reads the zone's fields through getters, without parsing text.
 */
export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

export interface StockholmTime {
  /** The calendar date in Stockholm, YYYY-MM-DD. */
  date: IsoDate;
  /** 0 = Sunday … 6 = Saturday, as Date.getDay and weekday() count. */
  weekday: number;
  /** Minutes since midnight on the Stockholm wall clock. */
  minutes: number;
}

/** The Stockholm wall clock at an instant (now by default); an invalid instant is a RangeError. */
export function stockholmTime(instant: Date = new Date()): StockholmTime {
  const wall = new TZDateMini(instant.getTime(), STOCKHOLM_TIME_ZONE);
  if (Number.isNaN(wall.getTime())) throw new RangeError('stockholmTime: invalid date');
  return {
    date: isoDate(wall.getFullYear(), wall.getMonth() + 1, wall.getDate()),
    weekday: wall.getDay(),
    minutes: wall.getHours() * 60 + wall.getMinutes(),
  };
}

/** Today's calendar date in Stockholm, YYYY-MM-DD. `instant` is for tests. */
export const todayInStockholm = (instant: Date = new Date()): IsoDate => stockholmTime(instant).date;

/** Minutes since midnight in Stockholm: delivery windows are Swedish opening times. */
export const stockholmMinutes = (instant: Date = new Date()): number => stockholmTime(instant).minutes;

/** "HH:MM" → minutes since midnight; "24:00" is the end of the day. */
export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}
