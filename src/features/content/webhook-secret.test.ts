import { describe, expect, it } from 'vitest';
import { secretsMatch, webhookSecretFrom } from './webhook-secret';

describe('secretsMatch', () => {
  it('accepts the configured secret', async () => expect(await secretsMatch('s3cret-value', 's3cret-value')).toBe(true));
  it.each([['s3cret-valuf'], ['s3cret-value '], ['S3CRET-VALUE'], [''], ['s3cret-value-and-more']])('refuses %j', async (given) => {
    expect(await secretsMatch(given, 's3cret-value')).toBe(false);
  });
  it('refuses a missing secret', async () => expect(await secretsMatch(undefined, 's3cret-value')).toBe(false));
  it('refuses everything when no secret is configured, even an empty one', async () => {
    expect(await secretsMatch('', '')).toBe(false);
    expect(await secretsMatch('anything', undefined)).toBe(false);
  });
});

describe('webhookSecretFrom', () => {
  it('reads the webhook header first', () => {
    expect(webhookSecretFrom(new Headers({ 'x-content-webhook-secret': 'a', authorization: 'Bearer b' }))).toBe('a');
  });
  it('falls back to a bearer token', () => expect(webhookSecretFrom(new Headers({ authorization: 'Bearer b' }))).toBe('b'));
  it('gives undefined without either', () => expect(webhookSecretFrom(new Headers({ authorization: 'Basic x' }))).toBeUndefined());
});
