import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate, stockholmToday, weekday } from './calendar-date';

describe('calendar dates', () => {
  it('rejects impossible dates', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-2-3')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
  });

  it('adds days across months, years and daylight saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(weekday('2026-11-21')).toBe(6);
  });

  it('takes today from Stockholm, not UTC', () => {
    // 23:30 UTC on 21 Nov is 00:30 on 22 Nov in Stockholm (CET), and 01:30 in summer (CEST).
    expect(stockholmToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(stockholmToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(stockholmToday(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });
});
