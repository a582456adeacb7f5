import { describe, expect, it } from 'vitest';
import { deliveryDateProblem, nextDeliveryDates } from './delivery-calendar';
import { easterSunday, midsummerEve, swedishClosedDays } from './swedish-holidays';

// Written from the Swedish almanac, not computed, so the computus is checked against the truth.
const CLOSED: Record<number, { easter: string; midsummerEve: string; days: string[] }> = {
  2025: {
    easter: '2025-04-20',
    midsummerEve: '2025-06-20',
    days: ['2025-01-01', '2025-01-06', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-06', '2025-06-20', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31'],
  },
  2026: {
    easter: '2026-04-05',
    midsummerEve: '2026-06-19',
    days: ['2026-01-01', '2026-01-06', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-06-06', '2026-06-19', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31'],
  },
  2027: {
    easter: '2027-03-28',
    midsummerEve: '2027-06-25',
    days: ['2027-01-01', '2027-01-06', '2027-03-26', '2027-03-29', '2027-05-01', '2027-05-06', '2027-06-06', '2027-06-25', '2027-12-24', '2027-12-25', '2027-12-26', '2027-12-31'],
  },
};

describe('Swedish closed days 2025–2027', () => {
  for (const [year, expected] of Object.entries(CLOSED)) {
    it(`${year}: Easter, Midsummer Eve and every closed day`, () => {
      expect(easterSunday(Number(year))).toBe(expected.easter);
      expect(midsummerEve(Number(year))).toBe(expected.midsummerEve);
      expect(swedishClosedDays(Number(year))).toEqual(expected.days);
    });
  }
});

describe('deliveryDateProblem', () => {
  // "Today" early in each year, so every day of the year is within the one-year limit.
  const rulesFor = (year: number, extraClosedDates: string[] = []) => ({ today: `${year - 1}-12-31`, extraClosedDates });

  const table: [string, string | null][] = [
    ['2025-01-01', 'date_not_delivery_day'], // New Year's Day, a Wednesday
    ['2025-01-02', null],
    ['2025-01-06', 'date_not_delivery_day'], // Epiphany
    ['2025-01-04', 'date_not_delivery_day'], // Saturday
    ['2025-01-05', 'date_not_delivery_day'], // Sunday
    ['2025-04-17', null], // Maundy Thursday is a working day
    ['2025-04-18', 'date_not_delivery_day'], // Good Friday
    ['2025-04-21', 'date_not_delivery_day'], // Easter Monday
    ['2025-04-22', null],
    ['2025-05-01', 'date_not_delivery_day'],
    ['2025-05-29', 'date_not_delivery_day'], // Ascension Day
    ['2025-05-30', null],
    ['2025-06-06', 'date_not_delivery_day'],
    ['2025-06-19', null],
    ['2025-06-20', 'date_not_delivery_day'], // Midsummer Eve
    ['2025-12-23', null],
    ['2025-12-24', 'date_not_delivery_day'],
    ['2025-12-25', 'date_not_delivery_day'],
    ['2025-12-26', 'date_not_delivery_day'],
    ['2025-12-29', null],
    ['2025-12-31', 'date_not_delivery_day'],
    ['2026-04-02', null],
    ['2026-04-03', 'date_not_delivery_day'],
    ['2026-04-06', 'date_not_delivery_day'],
    ['2026-05-14', 'date_not_delivery_day'],
    ['2026-06-19', 'date_not_delivery_day'],
    ['2026-06-22', null],
    ['2026-01-06', 'date_not_delivery_day'],
    ['2027-03-26', 'date_not_delivery_day'],
    ['2027-03-29', 'date_not_delivery_day'],
    ['2027-03-30', null],
    ['2027-05-06', 'date_not_delivery_day'],
    ['2027-06-25', 'date_not_delivery_day'],
    ['2027-06-24', null],
    ['2027-12-31', 'date_not_delivery_day'],
  ];
  it.each(table)('%s → %s', (date, problem) => {
    expect(deliveryDateProblem(date, rulesFor(Number(date.slice(0, 4))))).toBe(problem);
  });

  it('never offers today, nor a day before it', () => {
    const rules = { today: '2026-03-10', extraClosedDates: [] };
    expect(deliveryDateProblem('2026-03-10', rules)).toBe('date_not_after_today');
    expect(deliveryDateProblem('2026-03-09', rules)).toBe('date_not_after_today');
    expect(deliveryDateProblem('2026-03-11', rules)).toBeNull();
  });

  it('refuses more than a year ahead and dates that do not exist', () => {
    const rules = { today: '2026-03-10', extraClosedDates: [] };
    expect(deliveryDateProblem('2027-03-11', rules)).toBe('date_too_far');
    expect(deliveryDateProblem('2026-02-30', rules)).toBe('invalid_date');
    expect(deliveryDateProblem('10/3/2026', rules)).toBe('invalid_date');
  });

  it("skips the brand's extra closed dates (one brand closes 23 and 27 Dec 2024)", () => {
    const ljus = { today: '2024-12-20', extraClosedDates: ['2024-12-23', '2024-12-27'] };
    const other = { today: '2024-12-20', extraClosedDates: [] };
    expect(deliveryDateProblem('2024-12-23', ljus)).toBe('date_not_delivery_day');
    expect(deliveryDateProblem('2024-12-27', ljus)).toBe('date_not_delivery_day');
    expect(deliveryDateProblem('2024-12-23', other)).toBeNull();
    expect(nextDeliveryDates(ljus, 2)).toEqual(['2024-12-30', '2025-01-02']);
    expect(nextDeliveryDates(other, 3)).toEqual(['2024-12-23', '2024-12-27', '2024-12-30']);
  });
});
