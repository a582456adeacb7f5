import { describe, expect, it } from 'vitest';
import { formatRefreshToken, newRefreshTokenParts, parseRefreshToken, REFRESH_TOKEN_ID_PATTERN } from './refresh-token';

describe('refresh token format <id>.<secret>', () => {
  it('round-trips a fresh token and never repeats one', () => {
    const parts = newRefreshTokenParts();
    const token = formatRefreshToken(parts);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(parseRefreshToken(token)).toEqual(parts);
    expect(REFRESH_TOKEN_ID_PATTERN.test(parts.id)).toBe(true);
    expect(newRefreshTokenParts()).not.toEqual(parts);
  });

  it.each(['', 'abc', 'a.b', `${'a'.repeat(22)}.${'b'.repeat(42)}`, `${'a'.repeat(22)}.${'b'.repeat(43)}.c`, `${'a'.repeat(22)}:${'b'.repeat(43)}`, `${'a'.repeat(21)}=.${'b'.repeat(43)}`])(
    'refuses %j',
    (token) => {
      expect(parseRefreshToken(token)).toBeNull();
    },
  );
});
