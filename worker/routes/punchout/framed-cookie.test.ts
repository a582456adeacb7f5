import { describe, expect, it } from 'vitest';
import { framedSetCookie } from './framed-cookie';

describe('framedSetCookie', () => {
  it.each([
    ['__Host-access_token=abc; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax', '__Host-access_token=abc; Max-Age=900; Path=/; HttpOnly; Secure; SameSite=None; Partitioned'],
    ['flash=x; Path=/; HttpOnly; SameSite=Strict', 'flash=x; Path=/; HttpOnly; Secure; SameSite=None; Partitioned'],
    ['a=b; samesite=lax; partitioned', 'a=b; Secure; SameSite=None; Partitioned'],
  ])('%s', (cookie, expected) => {
    expect(framedSetCookie(cookie)).toBe(expected);
  });
});
