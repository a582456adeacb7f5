import { describe, expect, it } from 'vitest';
import { easterSunday, midsummerEve, swedishClosedDays, isSwedishClosedDay } from './swedish-holidays';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('midsummerEve', () => {
  it.each([
    [2025, '2025-06-20'],
    [2026, '2026-06-19'],
    [2027, '2027-06-25'],
  ])('%i → %s (a Friday between 19 and 25 June)', (year, date) => {
    expect(midsummerEve(year)).toBe(date);
  });
});

describe('swedishClosedDays', () => {
  it.each([
    [2025, ['2025-01-01', '2025-01-06', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-29', '2025-06-06', '2025-06-20', '2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31']],
    [2026, ['2026-01-01', '2026-01-06', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-06-06', '2026-06-19', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31']],
    [2027, ['2027-01-01', '2027-01-06', '2027-03-26', '2027-03-29', '2027-05-01', '2027-05-06', '2027-06-06', '2027-06-25', '2027-12-24', '2027-12-25', '2027-12-26', '2027-12-31']],
  ])('%i', (year, expected) => {
    expect(swedishClosedDays(year)).toEqual(expected);
  });

  it('answers for single dates', () => {
    expect(isSwedishClosedDay('2026-04-03')).toBe(true);
    expect(isSwedishClosedDay('2026-04-02')).toBe(false);
    expect(isSwedishClosedDay('2026-06-20')).toBe(false); // Midsummer Day is a Saturday anyway
  });
});
