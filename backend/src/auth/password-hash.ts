import { fromBase64, randomBytes, timingSafeEqual, toBase64 } from '../lib/bytes';

/**
 * Passwords are PBKDF2-SHA256 via Web Crypto, stored as `pbkdf2$<iterations>$<salt b64>$<hash b64>`.
 * 100,000 iterations is the most workerd's Web Crypto accepts; stored hashes claiming more are
 * treated as invalid rather than attempted.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const STORED_FORMAT = /^pbkdf2\$(\d{1,7})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

// Verified when the user is unknown or has no password yet, so a miss costs the same PBKDF2 work
// as a wrong password and timing does not reveal which usernames exist.
const DUMMY_HASH = `pbkdf2$${PBKDF2_ITERATIONS}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, salt: Uint8Array<ArrayBuffer> = randomBytes(SALT_BYTES)): Promise<string> {
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** True only for a well-formed stored hash that matches; null (no password) never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const match = STORED_FORMAT.exec(stored ?? '');
  const iterations = Number(match?.[1]);
  const usable = match !== null && iterations >= 1 && iterations <= PBKDF2_ITERATIONS;
  const [, , salt, expected] = usable ? match : (STORED_FORMAT.exec(DUMMY_HASH) ?? []);
  const actual = await derive(password, fromBase64(salt ?? ''), usable ? iterations : PBKDF2_ITERATIONS);
  return timingSafeEqual(actual, fromBase64(expected ?? '')) && usable;
}
