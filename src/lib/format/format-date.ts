/**
 * Calendar dates for a Swedish shop. Workers run in UTC, so "today" and the day of a
 * timestamp must be computed in Europe/Stockholm explicitly: between 00:00 and 02:00
 * Swedish time the UTC date is still yesterday, which would offer the wrong delivery days.
 */

const TIME_ZONE = 'Europe/Stockholm';

/** A calendar date written YYYY-MM-DD. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

// Built from parts rather than trusting a locale's layout, so the result is YYYY-MM-DD
// whatever the runtime's ICU version does with sv-SE.
const stockholmParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function stockholmDate(instant: Date): string {
  const parts = stockholmParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

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
  return instant === null ? '' : stockholmDate(instant);
}

/** Today's calendar date in Stockholm, YYYY-MM-DD. `now` is for tests. */
export function todayInStockholm(now: Date = new Date()): string {
  const instant = toInstant(now);
  if (instant === null) throw new RangeError('todayInStockholm: invalid date');
  return stockholmDate(instant);
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
