import type { Hono, MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { EdgeError } from './edge-error';
import { renderErrorResponse } from './error-response';
import { brand } from './middleware/brand';
import { flash } from './middleware/flash';
import { inputGuard } from './middleware/input-guard';
import { punchout } from './middleware/punchout';
import { requestId } from './middleware/request-id';
import { routeGuard } from './middleware/route-guard';
import { securityHeaders } from './middleware/security-headers';
import { session, type SessionResolver } from './middleware/session';
import { uiMode } from './middleware/ui-mode';
import { reportError } from '../src/lib/request/error-reporting';
import { registerBrandConfigRoute } from './routes/brand-config';
import { registerContentWebhookRoute } from './routes/content-webhook';
import { registerFormSubmissionRoute } from './routes/form-submissions';
import { registerDevOutboxRoute, registerDiagnosticsRoute, registerHealthRoute } from './routes/operations';
import { registerImageRoute } from './routes/images';
import { punchoutFrameAncestors, registerPunchoutRoutes } from './routes/punchout';
import { registerSearchSuggestRoute } from './routes/search-suggest';
import { registerSessionRoutes } from './routes/session';
import { registerStorePreferenceRoute } from './routes/store-preference';
import type { ShopEnv } from '../src/lib/request/shop-env';

type MiddlewareFn = (opts: { app: Hono }) => MiddlewareHandler;

export interface ShopMiddlewareOptions {
  resolveSession?: SessionResolver;
}

/**
 * The edge chain, in the order the architecture fixes: request id → brand → security headers →
 * input guard → punch-out settings → session → UI mode (from verified data only) → flash → route
 * guard. Hono routes (API, health) are registered after the chain so
 * they see brand, mode and session too; everything else falls through to Waku.
 */
export function shopMiddleware(options: ShopMiddlewareOptions = {}): MiddlewareFn[] {
  const chain: MiddlewareHandler<ShopEnv>[] = [
    contextStorage(),
    requestId(),
    brand(),
    securityHeaders({ frameAncestors: punchoutFrameAncestors, formActions: punchoutFrameAncestors }),
    inputGuard(),
    punchout(),
    session(options.resolveSession),
    uiMode(),
    flash(),
    routeGuard(),
  ];
  const fns: MiddlewareFn[] = chain.map((handler) => () => handler as unknown as MiddlewareHandler);
  fns.push(({ app }) => {
    const shop = app as unknown as Hono<ShopEnv>;
    shop.onError((error, c) => {
      if (error instanceof EdgeError) return renderErrorResponse(c, error.status, { code: error.code, message: error.message });
      reportError(c, error);
      return renderErrorResponse(c, 500);
    });
    registerBrandConfigRoute(shop);
    registerHealthRoute(shop);
    registerDiagnosticsRoute(shop);
    registerDevOutboxRoute(shop);
    registerSessionRoutes(shop);
    registerImageRoute(shop);
    registerStorePreferenceRoute(shop);
    registerSearchSuggestRoute(shop);
    registerPunchoutRoutes(shop);
    registerContentWebhookRoute(shop);
    registerFormSubmissionRoute(shop);
    return async (_c, next) => next();
  });
  return fns;
}
