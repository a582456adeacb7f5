import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ShopEnv } from '../../../worker/shop-env';

function context() {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('checkout cookies outside a request');
  return c;
}

export function readCookie(name: string): string | undefined {
  return getCookie(context(), name);
}

/**
 * Sets a cookie on the answer of this request (a server action's or a page's). Hono keeps headers
 * set before the response exists in a side list that Waku's response would replace; reading
 * `c.res` first makes the response now, and Hono copies its cookies onto Waku's answer.
 */
export function writeCookie(name: string, value: string, options: { maxAge: number }): void {
  const c = context();
  void c.res;
  const secure = c.env.ENVIRONMENT !== 'development';
  setCookie(c, name, value, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAge: options.maxAge });
}

export function removeCookie(name: string): void {
  const c = context();
  void c.res;
  deleteCookie(c, name, { path: '/' });
}

/** Cookie values are ASCII; JSON with Swedish text goes through base64url of its UTF-8. */
export function encodeJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))) as unknown;
  } catch {
    return undefined;
  }
}
