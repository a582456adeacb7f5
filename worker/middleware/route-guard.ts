import type { Context, MiddlewareHandler } from 'hono';
import { unstable_parseRouterRequest as parseRouterRequest } from 'waku/router/server';
import { decideRouteGuard, previousPathFrom } from '../../src/lib/routes/route-guard';
import { renderErrorResponse } from '../error-response';
import { isEdgeRoute } from './edge-routes';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { setFlash } from '../../src/lib/request/flash';
import { hostnameOf } from '../../brands';
import { rootRedirectFor } from '../../brands/root-redirect';

/**
 * Applies the route table's guards (spec point 2) on the server, before anything renders: to the
 * document request and to the RSC request of a client-side navigation alike. Data for a guarded
 * page therefore never leaves the worker for a visitor who may not see it.
 */
export const routeGuard = (): MiddlewareHandler<ShopEnv> =>
  async function routeGuard(c, next) {
    if (isEdgeRoute(c.req.path)) return next();
    const parsed = parseRouterRequest(c.req.raw);
    if (!parsed || parsed.type !== 'route') return next();
    const isRsc = c.req.path.startsWith('/RSC/');
    c.set('pagePath', parsed.path);

    // A brand's root redirect (spec point 2) applies to a document visit and an in-app navigation alike.
    if (parsed.path === '/') {
      const root = rootRedirectFor(c.var.brand, hostnameOf(c.req.header('host') ?? new URL(c.req.url).host), isRsc ? '' : new URL(c.req.url).search);
      if (root) return isRsc ? rscRedirect(c, root.location) : c.redirect(root.location, root.status);
    }

    const decision = decideRouteGuard({
      pathname: parsed.path,
      query: new URLSearchParams(parsed.query ?? ''),
      session: c.var.session,
      previousPath: previousPathFrom(c.req.header('referer'), c.req.url),
      adminUrl: c.env.ADMIN_URL,
      punchout: c.var.mode === 'PUNCHOUT',
      brandId: c.var.brand.id,
    });

    switch (decision.type) {
      case 'allow':
        return next();
      case 'not-found':
        return renderErrorResponse(c, 404, { path: decision.path });
      case 'external':
        return c.redirect(decision.location, 302);
      case 'redirect': {
        if (decision.message) setFlash(c, decision.message);
        if (isRsc) return rscRedirect(c, decision.location);
        return c.redirect(decision.location, 302);
      }
    }
  };

/**
 * A client-side navigation fetches an RSC payload, where an HTTP redirect would hand the router an
 * HTML document. Waku's own answer to a redirect it cannot resolve in place is a one-row RSC
 * payload whose `_location` makes the client navigate the document there; the guard answers the
 * same way, so the browser lands on the target (and its flash message) with a full page load.
 */
function rscRedirect(c: Context<ShopEnv>, location: string): Response {
  const escaped = location.startsWith('$') ? `$${location}` : location;
  return c.body(`0:${JSON.stringify({ _location: escaped })}\n`, 200, {
    'content-type': 'text/x-component',
    'cache-control': 'private, no-store',
  });
}
