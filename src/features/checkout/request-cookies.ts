import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import { getCookie, setCookie } from 'hono/cookie';
import type { ShopEnv } from '../../../worker/shop-env';

function context() {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('checkout cookies outside a request');
  return c;
}

/**
 * Cookies written during this request. After a script-driven action Waku renders the page it
 * redirects to in the same request, whose Cookie header predates the action; reads see these.
 * Keyed by the request's context, so nothing outlives or crosses a request.
 */
const written = new WeakMap<object, Map<string, string | undefined>>();

export function readCookie(name: string): string | undefined {
  const c = context();
  const own = written.get(c);
  return own?.has(name) ? own.get(name) : getCookie(c, name);
}

function remember(c: object, name: string, value: string | undefined) {
  const own = written.get(c) ?? new Map<string, string | undefined>();
  own.set(name, value);
  written.set(c, own);
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
  remember(c, name, value);
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
