import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes the Stockholm wall time, in winter and in summer', () => {
    expect(formatDateTime('2026-11-23T22:05:00.000Z')).toBe('2026-11-23 23:05');
    expect(formatDateTime('2026-06-30T23:30:00.000Z')).toBe('2026-07-01 01:30');
    expect(formatDateTime('not a date')).toBe('');
  });
});
