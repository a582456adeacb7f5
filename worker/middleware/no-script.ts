import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieAttributes, hostCookieName } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import { NO_SCRIPT_COOKIE, NO_SCRIPT_PARAM } from '../../src/lib/request/no-script';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * Whether this browser runs no scripts (decision 044): it followed the page's <noscript> refresh
 * (the parameter), or did earlier in this browser session (the cookie, set here, without an
 * expiry so a browser that turns scripts back on streams again from its next session).
 */
export const noScript = (): MiddlewareHandler<ShopEnv> =>
  async function noScript(c, next) {
    const environment = readEnvironment(c.env);
    const cookieName = hostCookieName(environment, NO_SCRIPT_COOKIE);
    const remembered = getCookie(c, cookieName) === '1';
    const asked = c.req.method === 'GET' && c.req.query(NO_SCRIPT_PARAM) !== undefined;
    c.set('noScript', remembered || asked);
    await next();
    if (asked && !remembered) {
      setCookie(c, cookieName, '1', cookieAttributes({ environment }));
    }
  };
