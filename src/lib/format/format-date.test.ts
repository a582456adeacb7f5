import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, isoDatePart } from './format-date';

describe('formatDate', () => {
  it.each<[Date | string, string]>([
    [new Date('2024-05-01T10:00:00Z'), '2024-05-01'],
    // 23:30 UTC is already the next day in Stockholm (summer time, UTC+2).
    [new Date('2024-06-05T23:30:00Z'), '2024-06-06'],
    // Winter time, UTC+1.
    ['2024-12-31T22:59:59Z', '2024-12-31'],
    ['2024-12-31T23:00:00Z', '2025-01-01'],
    ['2024-03-09', '2024-03-09'],
    [' 2024-03-09 ', '2024-03-09'],
    ['2024-03-09T12:00:00+01:00', '2024-03-09'],
    ['not a date', ''],
    [new Date(Number.NaN), ''],
  ])('%j → %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('isoDatePart', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2024-05-01T23:30:00Z', '2024-05-01'],
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01T00:00:00.000+02:00', '2024-05-01'],
    ['leverans 2024-05-01 eller 2024-05-02', '2024-05-01'],
  ])('%j → %s', (iso, expected) => {
    expect(isoDatePart(iso)).toBe(expected);
  });

  it.each([undefined, '', '  '])('%j → today in Stockholm', (iso) => {
    vi.useFakeTimers({ now: new Date('2024-06-20T22:30:00Z') });
    expect(isoDatePart(iso)).toBe('2024-06-21');
  });

  it('throws on text without a date', () => {
    expect(() => isoDatePart('tomorrow')).toThrow(RangeError);
  });
});
