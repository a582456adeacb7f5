import { decodeCookieJson, encodeCookieJson } from './cookie-json';

/**
 * A value the browser carries but cannot make or change: its JSON (base64url) and an HMAC-SHA256
 * of it under a secret only the worker knows, "<payload>.<mac>". Used for cookies whose content
 * the shop trusts when it comes back (the order numbers of the success page).
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function signToken(payload: unknown, secret: string): Promise<string> {
  const body = encodeCookieJson(payload);
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(body));
  return `${body}.${toBase64Url(mac)}`;
}

/** The payload of a token this secret signed, or undefined for anything else (forged, changed, garbled). */
export async function verifyToken(token: string | undefined, secret: string): Promise<unknown> {
  const [body, mac, ...rest] = (token ?? '').split('.');
  if (!body || !mac || rest.length > 0 || token!.length > 8192) return undefined;
  const signature = fromBase64Url(mac);
  // crypto.subtle.verify compares in constant time.
  if (!signature || !(await crypto.subtle.verify('HMAC', await keyFor(secret), signature, encoder.encode(body)))) return undefined;
  return decodeCookieJson(body);
}
