import { stockholmTime, todayInStockholm } from '../../../domain/calendar/stockholm-clock';

/**
 * Calendar dates for a Swedish shop. Workers run in UTC, so "today" and the day of a
 * timestamp are read from the one Stockholm clock (domain/calendar): between 00:00 and 02:00
 * Swedish time the UTC date is still yesterday, which would offer the wrong delivery days.
 */

/** A calendar date written YYYY-MM-DD. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

function toInstant(date: Date | string): Date | null {
  const instant = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The Swedish short date (YYYY-MM-DD) of `date` as seen in Stockholm.
 * A bare "YYYY-MM-DD" string is already a calendar date and is returned unchanged;
 * an unparsable value gives '' so a page never renders "Invalid Date".
 */
export function formatDate(date: Date | string): string {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date.trim())) return date.trim();
  const instant = toInstant(date);
  return instant === null ? '' : stockholmTime(instant).date;
}

/**
 * The spec's date helper (point 5): the first YYYY-MM-DD found in `iso`, or today in
 * Stockholm when no date is given. The date part is taken literally, not shifted into
 * Stockholm time, because upstream sends delivery dates as plain dates with a dummy time.
 * Text that holds no date at all is a caller bug and throws rather than silently
 * becoming today.
 */
export function isoDatePart(iso?: string): string {
  if (iso === undefined || iso.trim() === '') return todayInStockholm();
  const match = ISO_DATE.exec(iso);
  if (match === null) throw new RangeError(`isoDatePart: no YYYY-MM-DD in "${iso.slice(0, 40)}"`);
  return match[0];
}
