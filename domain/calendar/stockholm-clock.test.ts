import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesOf, stockholmMinutes, stockholmTime, todayInStockholm } from './stockholm-clock';

describe('todayInStockholm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2024-01-15T12:00:00Z', '2024-01-15'],
    ['2024-01-15T22:59:00Z', '2024-01-15'],
    ['2024-01-15T23:00:00Z', '2024-01-16'],
    ['2024-07-01T21:59:00Z', '2024-07-01'],
    ['2024-07-01T22:00:00Z', '2024-07-02'],
    // Around the spring clock change (31 March 2024, 01:00 UTC).
    ['2024-03-30T23:30:00Z', '2024-03-31'],
  ])('at %s → %s', (now, expected) => {
    expect(todayInStockholm(new Date(now))).toBe(expected);
  });

  it('uses the current time by default', () => {
    vi.useFakeTimers({ now: new Date('2024-12-23T23:15:00Z') });
    expect(todayInStockholm()).toBe('2024-12-24');
  });

  it('rejects an invalid date', () => {
    expect(() => todayInStockholm(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('takes today from Stockholm, not UTC', () => {
    // 23:30 UTC on 21 Nov is 00:30 on 22 Nov in Stockholm (CET), and 01:30 in summer (CEST).
    expect(todayInStockholm(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(todayInStockholm(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInStockholm(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });
});

describe('stockholmTime', () => {
  it.each([
    // Winter (UTC+1): 23:30 UTC on Sunday 29 Nov is Monday 00:30 in Stockholm.
    ['2026-11-29T23:30:00Z', { date: '2026-11-30', weekday: 1, minutes: 30 }],
    // Summer (UTC+2).
    ['2026-06-10T22:15:00Z', { date: '2026-06-11', weekday: 4, minutes: 15 }],
    // The hour the clocks go forward (29 March 2026, 01:00 UTC) and back (25 October, 01:00 UTC).
    ['2026-03-29T00:59:00Z', { date: '2026-03-29', weekday: 0, minutes: 119 }],
    ['2026-03-29T01:00:00Z', { date: '2026-03-29', weekday: 0, minutes: 180 }],
    ['2026-10-25T00:59:00Z', { date: '2026-10-25', weekday: 0, minutes: 179 }],
    ['2026-10-25T01:00:00Z', { date: '2026-10-25', weekday: 0, minutes: 120 }],
  ])('at %s', (instant, expected) => {
    expect(stockholmTime(new Date(instant))).toEqual(expected);
  });

  it('gives the minutes delivery windows are measured in', () => {
    expect(stockholmMinutes(new Date('2026-01-15T13:59:00Z'))).toBe(minutesOf('14:59'));
    expect(minutesOf('24:00')).toBe(1440);
  });
});
