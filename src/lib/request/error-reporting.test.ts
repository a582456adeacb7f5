import { describe, expect, it } from 'vitest';
import { scrubSecrets } from './error-reporting';

describe('scrubSecrets', () => {
  it('redacts secret-looking keys at any depth', () => {
    const event = {
      request: { headers: { Authorization: 'Bearer abc.def.ghi', Cookie: 'access_token=xyz', 'user-agent': 'Chrome' } },
      extra: { password: 'Demo1234!', refreshToken: 'r1', nested: [{ clientSecret: 's' }] },
    };
    expect(scrubSecrets(event)).toEqual({
      request: { headers: { Authorization: '[redacted]', Cookie: '[redacted]', 'user-agent': 'Chrome' } },
      extra: { password: '[redacted]', refreshToken: '[redacted]', nested: [{ clientSecret: '[redacted]' }] },
    });
  });

  it('removes bearer tokens from free text', () => {
    expect(scrubSecrets({ message: 'upstream said no to Bearer eyJhbGci.eyJzdWIi.c2ln' })).toEqual({
      message: 'upstream said no to Bearer [redacted]',
    });
  });

  it('leaves numbers, booleans and null alone', () => {
    expect(scrubSecrets({ status: 500, ok: false, body: null })).toEqual({ status: 500, ok: false, body: null });
  });
});
