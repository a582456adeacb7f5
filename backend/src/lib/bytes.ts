/**
 * Byte helpers that behave the same in workerd and Node (unit tests), without Buffer: standard
 * base64 for stored hashes, base64url for anything that travels in URLs or JSON tokens.
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export const randomBytes = (length: number): Uint8Array<ArrayBuffer> => crypto.getRandomValues(new Uint8Array(length));

/** An unguessable URL-safe token of `bytes` random bytes. */
export const randomToken = (bytes = 32): string => toBase64Url(randomBytes(bytes));

/** SHA-256 of a UTF-8 string as base64url: how one-time secrets are stored (never the secret). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toBase64Url(new Uint8Array(digest));
}

/** Compares without an early exit, so the time taken says nothing about where bytes differ. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export const timingSafeEqualText = (a: string, b: string): boolean =>
  timingSafeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));
