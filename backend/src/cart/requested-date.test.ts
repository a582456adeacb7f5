import { describe, expect, it } from 'vitest';
import { checkRequestedDate, oneYearAfter } from './requested-date';

describe('checkRequestedDate', () => {
  const today = '2026-12-21'; // a Monday
  it.each([
    ['2026-12-22', null],
    ['2026-12-23', null],
    ['2026-12-21', 'date_not_after_today'],
    ['2026-11-30', 'date_not_after_today'],
    ['2026-12-24', 'date_not_delivery_day'], // Christmas Eve
    ['2026-12-26', 'date_not_delivery_day'], // a Saturday and Boxing Day
    ['2026-12-27', 'date_not_delivery_day'], // Sunday
    ['2026-12-31', 'date_not_delivery_day'], // New Year's Eve
    ['2027-01-06', 'date_not_delivery_day'], // Epiphany
    ['2027-03-26', 'date_not_delivery_day'], // Good Friday
    ['2027-06-25', 'date_not_delivery_day'], // Midsummer Eve
    ['2027-12-21', null], // exactly a year ahead
    ['2027-12-22', 'date_too_far'],
    ['2031-01-07', 'date_too_far'],
    ['2026-02-30', 'invalid_date'],
    ['22/12/2026', 'invalid_date'],
  ])('%s → %s', (date, expected) => {
    expect(checkRequestedDate(date, today)).toBe(expected);
  });

  it('counts a year from 29 February as 28 February', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-11-21')).toBe('2027-11-21');
  });
});
