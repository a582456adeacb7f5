import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * Applies the status a page asked for (src/lib/request/page-status.ts) to its HTML answer. Only a
 * document that Waku answered 200 changes: a redirect, a 404 or an error page keeps its own
 * status, and an RSC payload (a client-side navigation) stays 200 so the router renders the
 * message the payload carries instead of failing the navigation. Such an answer is never stored.
 */
export const pageStatus = (): MiddlewareHandler<ShopEnv> =>
  async function pageStatus(c, next) {
    await next();
    const status = c.get('pageStatus');
    if (status === undefined || c.res.status !== 200) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    c.res = new Response(c.res.body, { status, headers: c.res.headers });
    // After the swap: Hono copies the old answer's headers onto the new one.
    c.header('Cache-Control', 'no-store');
  };
