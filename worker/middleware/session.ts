import type { Context, MiddlewareHandler } from 'hono';
import { resolveSession, type ResolvedSession } from '../session/resolve-session';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** Resolves the session of a request; tests and other deployments may plug in their own. */
export type SessionResolver = (c: Context<ShopEnv>) => Promise<ResolvedSession>;

/**
 * Puts the verified session and its access token on the request. Refreshed or cleared token
 * cookies are appended after the page has answered, so they reach the browser whatever
 * responded (page, redirect or edge route).
 */
export const session = (resolve: SessionResolver = resolveSession): MiddlewareHandler<ShopEnv> =>
  async function session(c, next) {
    let resolved: ResolvedSession;
    try {
      resolved = await resolve(c);
    } catch {
      // A resolver that cannot decide treats the visitor as signed out, never as an error page.
      resolved = { session: null, accessToken: undefined, setCookies: [] };
    }
    c.set('session', resolved.session);
    c.set('accessToken', resolved.accessToken);
    await next();
    // A handler that ended the session (sign-out, expired) has cleared the cookies itself, and one
    // that signed in has set fresh ones: what this request resolved must not overwrite either.
    const endedHere = resolved.session !== null && c.var.session === null;
    const setByHandler = new Set(c.res.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('='))));
    const ours = resolved.setCookies.filter((cookie) => !setByHandler.has(cookie.slice(0, cookie.indexOf('='))));
    if (!endedHere) for (const cookie of ours) c.header('Set-Cookie', cookie, { append: true });
    // A signed-in answer carries the buyer's prices and name: no shared cache may keep it.
    if (resolved.session && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  };
