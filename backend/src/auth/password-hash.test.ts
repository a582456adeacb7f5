import { describe, expect, it } from 'vitest';
// @ts-expect-error the seed is plain ESM run by Node
import { buildSeedSql } from '../../seed/build-seed.mjs';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password-hash';
import { passwordProblem } from './password-policy';

describe('password hashing', () => {
  it('stores pbkdf2$100000$salt$hash with a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('Demo1234!'), await hashPassword('Demo1234!')];
    expect(a).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
  });

  it('verifies the right password and nothing else', async () => {
    const stored = await hashPassword('Demo1234!');
    expect(await verifyPassword('Demo1234!', stored)).toBe(true);
    expect(await verifyPassword('demo1234!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a missing, malformed or over-costly stored hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    const stored = await hashPassword('Demo1234!');
    expect(await verifyPassword('Demo1234!', stored.replace('$100000$', '$100001$'))).toBe(false);
  });

  it('accepts the hashes the seed precomputes in Node', async () => {
    const sql: string = buildSeedSql();
    const hash = /'U-0001', [^;]*?'(pbkdf2\$[^']+)'/.exec(sql)?.[1];
    expect(hash).toBeDefined();
    expect(await verifyPassword('Demo1234!', hash)).toBe(true);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['Demo1234!', null],
    ['abcdefg1', null],
    ['Åsa12345', null],
    ['short1', 'Password must be at least 8 characters'],
    ['12345678', 'Password must contain a letter'],
    ['abcdefgh', 'Password must contain a digit'],
    ['a1'.repeat(101), 'Password must be at most 200 characters'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
