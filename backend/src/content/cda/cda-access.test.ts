import { describe, expect, it } from 'vitest';
import { assetKeyExpiryProblem } from './asset-key-expiry';
import { CdaError } from './cda-error';
import { accessFor, readAccessToken } from './content-access';
import { readQuery } from './read-query';

const env = { CONTENT_DELIVERY_TOKEN: 'delivery-token', CONTENT_PREVIEW_TOKEN: 'preview-token' };

describe('content access tokens', () => {
  it('reads the bearer header first, else access_token', () => {
    expect(readAccessToken('Bearer abc', 'query')).toBe('abc');
    expect(readAccessToken('Basic abc', 'query')).toBeNull();
    expect(readAccessToken(undefined, 'query')).toBe('query');
    expect(readAccessToken(undefined, undefined)).toBeNull();
  });

  it('grants delivery or preview access, and refuses anything else with AccessTokenInvalid', () => {
    expect(accessFor('delivery-token', env)).toBe('delivery');
    expect(accessFor('preview-token', env)).toBe('preview');
    for (const token of [null, '', 'delivery-toke', 'delivery-token2']) {
      expect(() => accessFor(token, env)).toThrow(expect.objectContaining({ status: 401, id: 'AccessTokenInvalid' }));
    }
  });

  it('never lets an empty token match an unset one', () => {
    expect(() => accessFor('', { CONTENT_DELIVERY_TOKEN: 'delivery-token', CONTENT_PREVIEW_TOKEN: '' })).toThrow(CdaError);
    expect(() => accessFor('x', { CONTENT_DELIVERY_TOKEN: '', CONTENT_PREVIEW_TOKEN: '' })).toThrow(expect.objectContaining({ status: 500 }));
  });
});

describe('asset key expiry (spec point 5)', () => {
  const now = 1_800_000_000;
  it.each([
    [now, null],
    [now + 48 * 3600, null],
    [now - 1, 'in the past'],
    [now + 48 * 3600 + 1, 'more than 48 hours'],
    [(now + 60) * 1000, 'more than 48 hours'],
    [now + 0.5, 'whole number'],
    [String(now + 60), 'whole number'],
    [null, 'whole number'],
  ])('expiresAt %j → %s', (expiresAt, problem) => {
    const answer = assetKeyExpiryProblem(expiresAt, now);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
});

describe('readQuery', () => {
  it('drops access_token and refuses repeated keys and over-long query strings', () => {
    expect(readQuery('http://x/entries?access_token=t&limit=1')).toEqual({ limit: '1' });
    expect(() => readQuery('http://x/entries?limit=1&limit=2')).toThrow(expect.objectContaining({ status: 400, id: 'InvalidQuery' }));
    expect(() => readQuery(`http://x/entries?query=${'a'.repeat(8000)}`)).toThrow(expect.objectContaining({ status: 414 }));
  });
});
