import { describe, expect, it } from 'vitest';
import { addMonths, currentYearMonth, monthBounds, monthsBetween, parseYearMonth } from './year-month';

describe('year-month', () => {
  it.each([
    ['2026-11', [2026, 11]],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['26-11', null],
    ['2026-11-01', null],
  ] as const)('parses %j', (text, expected) => {
    expect(parseYearMonth(text)).toEqual(expected);
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthsBetween('2025-12', '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2025-12')).toEqual([]);
  });

  it('knows the last day of each month, leap years too', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-02').last).toBe('2026-02-28');
    expect(monthBounds('2026-12').last).toBe('2026-12-31');
  });

  it('turns the month at Stockholm midnight, not UTC', () => {
    expect(currentYearMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(currentYearMonth(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
  });
});
