import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { unstable_parseRouterRequest as parseRouterRequest } from 'waku/router/server';
import { cookieAttributes } from '../../src/lib/request/cookie-policy';
import { readEnvironment } from '../../src/lib/request/environment';
import { CHECKOUT_RESULT_COOKIE } from '../../src/lib/request/user-cookies';
import { href } from '../../src/lib/routes/href';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * Shows the order numbers of a checkout once: the request for the success page (its document or
 * its RSC payload) reads the checkout result cookie and its answer clears it, so a reload, the
 * back button or a second tab finds none and the page's guard sends the buyer to the start page.
 * Cleared here because only the edge can still set a header once the page has rendered.
 */
export const checkoutResultOnce = (): MiddlewareHandler<ShopEnv> =>
  async function checkoutResultOnce(c, next) {
    const carried = (c.req.method === 'GET' || c.req.method === 'HEAD') && getCookie(c, CHECKOUT_RESULT_COOKIE) !== undefined;
    const route = carried ? parseRouterRequest(c.req.raw) : null;
    await next();
    if (route?.type !== 'route' || route.path !== href('checkout-success-page')) return;
    // After next(): a page response replaces the context's response, so the header goes on last.
    setCookie(c, CHECKOUT_RESULT_COOKIE, '', cookieAttributes({ environment: readEnvironment(c.env) }, 0));
  };
