import { describe, expect, it } from 'vitest';
import { PunchoutSessionRequestSchema, SessionRequestSchema } from './session-request';

const credentialsOf = (body: unknown) => {
  const parsed = SessionRequestSchema.safeParse(body);
  return parsed.success && parsed.data.kind === 'credentials' ? parsed.data.credentials : null;
};

describe('credential aliases (spec point 3)', () => {
  it.each([
    [{ username: 'anna', password: 'pw' }],
    [{ logonId: 'anna', logonPassword: 'pw' }],
    [{ USER_NAME: 'anna', PASSWORD: 'pw' }],
    [{ USERNAME: 'anna', password: 'pw' }],
    [{ email: 'anna', PASSWORD: 'pw' }],
    [{ SENDER_ID: 'anna', logonPassword: 'pw' }],
  ])('reads %j', (body) => {
    expect(credentialsOf(body)).toEqual({ username: 'anna', password: 'pw' });
  });

  it('prefers a username alias over an e-mail alias (OCI forms send both)', () => {
    expect(credentialsOf({ email: 'buyer@corp.example', USERNAME: 'oci-demo', PASSWORD: 'pw' })).toEqual({ username: 'oci-demo', password: 'pw' });
  });

  it('keys are case-sensitive and trimmed usernames keep the password as typed', () => {
    expect(credentialsOf({ Username: 'anna', password: 'pw' })).toBeNull();
    expect(credentialsOf({ username: '  anna ', password: ' pw ' })).toEqual({ username: 'anna', password: ' pw ' });
  });

  it.each([
    [{ username: 'a'.repeat(255), password: 'pw' }],
    [{ username: 'anna', password: 'p'.repeat(201) }],
    [{ username: 'anna' }],
    [{ password: 'pw' }],
    [{ username: 42, password: 'pw' }],
    [{ username: 'anna', password: 'pw', logonId: ['x'] }],
    [null],
    [['username', 'password']],
    ['username=anna'],
  ])('refuses %j', (body) => {
    expect(SessionRequestSchema.safeParse(body).success).toBe(false);
  });

  it('accepts the longest allowed values', () => {
    expect(credentialsOf({ username: 'a'.repeat(254), password: 'p'.repeat(200) })).not.toBeNull();
  });
});

describe('session request shapes', () => {
  it('tells refresh and challenge bodies apart by their keys', () => {
    expect(SessionRequestSchema.parse({ refreshToken: 'a.b' })).toEqual({ kind: 'refresh', refreshToken: 'a.b' });
    const challenge = { challengeName: 'NEW_PASSWORD_REQUIRED', session: 's', newPassword: 'Nytt1234', username: 'nils' };
    expect(SessionRequestSchema.parse(challenge)).toEqual({ kind: 'challenge', ...challenge });
    expect(SessionRequestSchema.safeParse({ ...challenge, challengeName: 'SMS_MFA' }).success).toBe(false);
  });

  it('punch-out takes credentials only', () => {
    expect(PunchoutSessionRequestSchema.parse({ USERNAME: 'oci-demo', PASSWORD: 'oci-demo' })).toEqual({ username: 'oci-demo', password: 'oci-demo' });
    expect(PunchoutSessionRequestSchema.safeParse({ refreshToken: 'a.b' }).success).toBe(false);
  });
});
