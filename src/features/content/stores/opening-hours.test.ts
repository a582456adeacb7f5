import { describe, expect, it } from 'vitest';
import type { SpecialHours, WeeklyHours } from '../../../lib/upstream/content/store-model';
import { openStatus, parseDayHours, thisWeek, upcomingSpecialHours, weekdayOf } from './opening-hours';
import { stockholmNow } from './stockholm-clock';

const weekly: WeeklyHours = { mon: '07:00-18:00', tue: '07:00-18:00', wed: '07:00-18:00', thu: '07:00-18:00', fri: '07:00-17:00', sat: '09:00-14:00', sun: 'Stängt' };
const special: SpecialHours[] = [
  { date: '2026-12-24', name: 'Julafton', hours: 'Stängt' },
  { date: '2026-12-31', name: 'Nyårsafton', hours: '07:00-12:00' },
];

describe('stockholmNow', () => {
  it('uses Swedish time, not UTC: 23:30 UTC on a Sunday in winter is Monday 00:30', () => {
    expect(stockholmNow(new Date('2026-11-29T23:30:00Z'))).toEqual({ weekday: 'mon', date: '2026-11-30', minutes: 30 });
  });
  it('follows summer time (UTC+2)', () => {
    expect(stockholmNow(new Date('2026-06-10T22:15:00Z'))).toEqual({ weekday: 'thu', date: '2026-06-11', minutes: 15 });
  });
});

describe('parseDayHours', () => {
  it.each([
    ['07:00-18:00', { kind: 'open', opens: 420, closes: 1080, text: '07:00–18:00' }],
    ['7.00 – 18.00', { kind: 'open', opens: 420, closes: 1080, text: '07:00–18:00' }],
    ['Stängt', { kind: 'closed' }],
    ['stängt ', { kind: 'closed' }],
    ['Enligt överenskommelse', { kind: 'other', text: 'Enligt överenskommelse' }],
    ['18:00-07:00', { kind: 'other', text: '18:00-07:00' }],
  ])('%j', (text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });
  it('gives undefined for nothing', () => expect(parseDayHours('  ')).toBeUndefined());
});

describe('thisWeek', () => {
  it('lists Monday to Sunday of the current week and marks today', () => {
    const rows = thisWeek(weekly, [], stockholmNow(new Date('2026-12-02T10:00:00Z')));
    expect(rows.map((row) => row.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(rows.filter((row) => row.isToday).map((row) => row.day)).toEqual(['wed']);
  });
  it('applies special hours to their date', () => {
    const rows = thisWeek(weekly, special, stockholmNow(new Date('2026-12-23T10:00:00Z')));
    const christmasEve = rows.find((row) => row.date === '2026-12-24');
    expect(christmasEve).toMatchObject({ day: 'thu', hours: { kind: 'closed' }, special: { name: 'Julafton' } });
  });
});

describe('openStatus', () => {
  const at = (iso: string) => openStatus(weekly, special, stockholmNow(new Date(iso)));
  it('is open during the hours, with the closing time', () => expect(at('2026-12-02T09:00:00Z')).toEqual({ open: true, closesAt: '18:00' }));
  it('opens later today before opening', () => expect(at('2026-12-02T05:00:00Z')).toEqual({ open: false, opensAt: { day: 'wed', time: '07:00', today: true } }));
  it('opens tomorrow after closing', () => expect(at('2026-12-02T18:30:00Z')).toEqual({ open: false, opensAt: { day: 'thu', time: '07:00', today: false } }));
  it('skips a closed Sunday', () => expect(at('2026-12-06T10:00:00Z')).toEqual({ open: false, opensAt: { day: 'mon', time: '07:00', today: false } }));
  it('skips a closed special day', () => expect(at('2026-12-23T19:00:00Z')).toEqual({ open: false, opensAt: { day: 'fri', time: '07:00', today: false } }));
  it('uses special hours of today', () => expect(at('2026-12-31T11:30:00Z')).toEqual({ open: false, opensAt: { day: 'fri', time: '07:00', today: false } }));
});

describe('weekdayOf and upcomingSpecialHours', () => {
  it('knows the weekday of a date', () => expect(weekdayOf('2026-12-24')).toBe('thu'));
  it('keeps special hours from today on', () => {
    expect(upcomingSpecialHours(special, stockholmNow(new Date('2026-12-25T10:00:00Z'))).map((item) => item.name)).toEqual(['Nyårsafton']);
  });
});
