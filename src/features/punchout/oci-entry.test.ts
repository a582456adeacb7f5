import { describe, expect, it } from 'vitest';
import { readOciEntry } from './oci-entry';

const read = (fields: Record<string, string> | [string, string][]) => readOciEntry(Array.isArray(fields) ? fields : Object.entries(fields));
const entryOf = (fields: Record<string, string> | [string, string][]) => {
  const result = read(fields);
  if (!result.ok) throw new Error(`expected an entry, got ${result.problem.code}`);
  return result.entry;
};

describe('readOciEntry', () => {
  it.each([
    [{ USERNAME: 'oci-demo', PASSWORD: 'pw' }],
    [{ username: 'oci-demo', password: 'pw' }],
    [{ USER_NAME: 'oci-demo', PASSWORD: 'pw' }],
    [{ logonId: 'oci-demo', logonPassword: 'pw' }],
    [{ LOGONID: 'oci-demo', LogonPassword: 'pw' }],
    [{ UserName: 'oci-demo', Password: 'pw' }],
    [{ email: 'oci-demo', password: 'pw' }],
    [{ SENDER_ID: 'oci-demo', PASSWORD: 'pw' }],
    [{ sender_id: 'oci-demo', PassWord: 'pw' }],
  ])('accepts the credential aliases in any letter case: %o', (fields) => {
    expect(entryOf(fields)).toMatchObject({ logonId: 'oci-demo', password: 'pw' });
  });

  it('prefers a username alias over the e-mail alias, and logonId over USERNAME', () => {
    expect(entryOf({ email: 'buyer@example.se', USERNAME: 'oci-demo', PASSWORD: 'pw' })).toMatchObject({ logonId: 'oci-demo', email: 'buyer@example.se' });
    expect(entryOf({ USERNAME: 'second', logonId: 'first', PASSWORD: 'pw' }).logonId).toBe('first');
  });

  it('reads HOOK_URL and the echo fields case-insensitively', () => {
    const entry = entryOf({
      username: 'u',
      password: 'p',
      hook_url: 'https://srm.example.se/hook',
      '~okcode': 'ADDI',
      '~Target': '_top',
      '~CALLER': 'CTLG',
      OCI_VERSION: '4.0',
    });
    expect(entry).toMatchObject({ hookUrl: 'https://srm.example.se/hook', okCode: 'ADDI', target: '_top', caller: 'CTLG', version: '4.0' });
  });

  it('takes callback_url when HOOK_URL is missing', () => {
    expect(entryOf({ username: 'u', password: 'p', callback_url: 'https://a.example/x' }).hookUrl).toBe('https://a.example/x');
    expect(entryOf({ username: 'u', password: 'p', callback_url: 'https://a.example/x', HOOK_URL: 'https://b.example/y' }).hookUrl).toBe('https://b.example/y');
  });

  it('keeps the password exactly as sent, but trims names', () => {
    expect(entryOf({ username: '  oci-demo ', password: ' p w ' })).toMatchObject({ logonId: 'oci-demo', password: ' p w ' });
  });

  it.each([
    [{ HOOK_URL: 'https://a.example/' }, 'missing_credentials'],
    [{ USERNAME: 'u' }, 'missing_credentials'],
    [{ PASSWORD: 'p' }, 'missing_credentials'],
    [{ USERNAME: '   ', PASSWORD: 'p' }, 'missing_credentials'],
    [{ USERNAME: 'u', PASSWORD: 'x'.repeat(201) }, 'field_too_long'],
    [{ USERNAME: 'u', PASSWORD: 'p', HOOK_URL: 'https://a.example/' + 'a'.repeat(100_000) }, 'field_too_long'],
    [{ USERNAME: 'u', PASSWORD: 'p', FILLER: 'a'.repeat(100 * 1024) }, 'field_too_long'],
    [{ USERNAME: 'u', PASSWORD: 'p', '~TARGET': '_top" onload="x' }, 'invalid_field'],
    [{ USERNAME: 'u', PASSWORD: 'p', '~OkCode': '<b>' }, 'invalid_field'],
  ])('refuses %o: %s', (fields, code) => {
    const result = read(fields);
    expect(result.ok ? undefined : result.problem.code).toBe(code);
  });

  it('refuses the same field twice with different values, accepts it twice with the same', () => {
    const conflicting = read([['USERNAME', 'a'], ['username', 'b'], ['PASSWORD', 'p']]);
    expect(conflicting).toEqual({ ok: false, problem: { code: 'conflicting_fields', field: 'username' } });
    expect(read([['HOOK_URL', 'https://a.example/'], ['hook_url', 'https://a.example/'], ['USERNAME', 'u'], ['PASSWORD', 'p']]).ok).toBe(true);
  });

  it('refuses more than 100 fields', () => {
    const many = Array.from({ length: 101 }, (_, i): [string, string] => [`F${i}`, 'x']);
    expect(read(many)).toEqual({ ok: false, problem: { code: 'too_many_fields' } });
  });
});
