import { describe, expect, it } from 'vitest';
import { LOGIN_PER_CLIENT, LOGIN_PER_USERNAME, retryAfterMs } from './attempt-window';

const minute = 60_000;
const now = 100 * minute;

describe('retryAfterMs', () => {
  it('allows attempts below the limit', () => {
    expect(retryAfterMs([], LOGIN_PER_USERNAME, now)).toBeNull();
    expect(retryAfterMs([now - 1, now - 2, now - 3, now - 4], LOGIN_PER_USERNAME, now)).toBeNull();
  });

  it('blocks at 5 failures per username until the 5th newest leaves the 15-minute window', () => {
    const failures = [now - 1 * minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 10 * minute];
    expect(retryAfterMs(failures, LOGIN_PER_USERNAME, now)).toBe(5 * minute);
    expect(retryAfterMs(failures, LOGIN_PER_USERNAME, now + 5 * minute)).toBeNull();
  });

  it('allows 20 failures per client address', () => {
    const failures = Array.from({ length: 19 }, (_, i) => now - i * 1000);
    expect(retryAfterMs(failures, LOGIN_PER_CLIENT, now)).toBeNull();
    expect(retryAfterMs([...failures, now - 20_000], LOGIN_PER_CLIENT, now)).toBe(15 * minute - 20_000);
  });
});
