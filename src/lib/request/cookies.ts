import 'server-only';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieAttributes } from './cookie-policy';
import { readEnvironment } from './environment';
import { honoContext } from './hono-context';

/**
 * Cookies written during this request. After a script-driven action Waku renders the page it
 * redirects to in the same request, whose Cookie header predates the action; reads see these.
 * Keyed by the request's context, so nothing outlives or crosses a request.
 */
const written = new WeakMap<object, Map<string, string | undefined>>();

export function readCookie(name: string): string | undefined {
  const c = honoContext();
  const own = written.get(c);
  return own?.has(name) ? own.get(name) : getCookie(c, name);
}

function remember(c: object, name: string, value: string | undefined) {
  const own = written.get(c) ?? new Map<string, string | undefined>();
  own.set(name, value);
  written.set(c, own);
}

/**
 * Sets a cookie on the answer of this request (a server action's or a page's), with the shop's
 * one cookie policy. Hono keeps headers set before the response exists in a side list that
 * Waku's response would replace; reading `c.res` first makes the response now, and Hono copies
 * its cookies onto Waku's answer.
 */
export function writeCookie(name: string, value: string, options: { maxAge: number }): void {
  const c = honoContext();
  void c.res;
  setCookie(c, name, value, cookieAttributes({ environment: readEnvironment(c.env) }, options.maxAge));
  remember(c, name, value);
}
