import { describe, expect, it } from 'vitest';
import { isDeliveryDay } from '../../../domain/calendar';
import { nextDeliveryDates } from './delivery-dates';

describe('nextDeliveryDates', () => {
  it('never offers today, weekends or holidays, and gives 20 dates', () => {
    const dates = nextDeliveryDates('2026-12-21');
    expect(dates).toHaveLength(20);
    expect(dates.slice(0, 6)).toEqual(['2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30', '2027-01-04']);
    expect(dates).not.toContain('2027-01-06');
    expect(dates.every(isDeliveryDay)).toBe(true);
  });

  it('skips the Easter and Ascension days', () => {
    expect(nextDeliveryDates('2027-03-24', 4)).toEqual(['2027-03-25', '2027-03-30', '2027-03-31', '2027-04-01']);
    expect(nextDeliveryDates('2026-05-12', 2)).toEqual(['2026-05-13', '2026-05-15']);
  });

  it('skips Midsummer Eve', () => {
    expect(nextDeliveryDates('2027-06-23', 2)).toEqual(['2027-06-24', '2027-06-28']);
  });

  it('starts the day after a Friday on Monday', () => {
    expect(nextDeliveryDates('2026-11-20', 1)).toEqual(['2026-11-23']);
  });
});
