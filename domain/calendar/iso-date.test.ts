import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate, weekday } from './iso-date';

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
});
