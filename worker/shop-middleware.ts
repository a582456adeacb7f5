import type { Hono, MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { EdgeError } from './edge-error';
import { renderErrorResponse } from './error-response';
import { brand } from './middleware/brand';
import { checkoutResultOnce } from './middleware/checkout-result-once';
import { drainRequestBody } from './middleware/drain-request-body';
import { flash } from './middleware/flash';
import { inputGuard } from './middleware/input-guard';
import { MalformedRequestError, refusedRequestStatus } from './middleware/malformed-request-error';
import { pageStatus } from './middleware/page-status';
import { punchout } from './middleware/punchout';
import { language } from './middleware/language';
import { rateLimit } from './middleware/rate-limit';
import { requestBodyLimit } from './middleware/request-body-limit';
import { BodyTooLargeError } from './limited-body';
import { t } from '../src/lib/texts';
import { requestId } from './middleware/request-id';
import { isEdgeRoute } from './middleware/edge-routes';
import { routeGuard } from './middleware/route-guard';
import { edgeCache } from './edge-cache/edge-cache';
import { securityHeaders } from './middleware/security-headers';
import { session, type SessionResolver } from './middleware/session';
import { uiMode } from './middleware/ui-mode';
import { noScript } from './middleware/no-script';
import { serverActionDecoding } from './middleware/server-action-decoding';
import { wakuRequestGuard } from './middleware/waku-request-guard';
import { reportError } from '../src/lib/request/error-reporting';
import { registerBrandConfigRoute } from './routes/brand-config';
import { registerContentWebhookRoute } from './routes/content-webhook';
import { registerCatalogueWebhookRoute } from './routes/catalogue-webhook';
import { registerFormSubmissionRoute } from './routes/form-submissions';
import { registerDevOutboxRoute, registerDiagnosticsRoute, registerHealthRoute } from './routes/operations';
import { registerImageRoute } from './routes/images';
import { punchoutFrameAncestors, registerPunchoutRoutes } from './routes/punchout';
import { registerSearchSuggestRoute } from './routes/search-suggest';
import { registerSessionRoutes } from './routes/session';
import { registerStorePreferenceRoute } from './routes/store-preference';
import { registerConsentChoiceRoute } from './routes/consent-choice';
import { registerDevTrackingEventsRoute } from './routes/dev-tracking-events';
import { registerTrackingEventsRoute } from './routes/tracking-events';
import { registerSpendCsvRoute } from './routes/spend-csv';
import { registerOrderDocumentRoutes } from './routes/order-documents';
import { registerProductDocumentRoutes } from './routes/product-documents';
import { registerQuoteDocumentRoutes } from './routes/quote-documents';
import type { ShopEnv } from '../src/lib/request/shop-env';

type MiddlewareFn = (opts: { app: Hono }) => MiddlewareHandler;

export interface ShopMiddlewareOptions {
  resolveSession?: SessionResolver;
}

/**
 * The edge chain, in the order the architecture fixes, inside the body drain that wraps it all:
 * request id → brand (refuses a malformed Host) → security headers → input guard → body limit
 * (requestBodyLimit, in place of Waku's own) → rate limit → Waku request guard (the shape of RSC,
 * server-function and page requests) → punch-out settings → language → session → UI mode (from verified data
 * only) → flash → the checkout result shown once → route guard → edge cache (signed-out catalogue
 * and content pages, decision 039). The cheap refusals come
 * before the session is verified. Hono routes (API, health) are registered after the chain so they
 * see brand, mode and session too; an edge path no route took is a 404, and everything else falls
 * through to Waku.
 */
export function shopMiddleware(options: ShopMiddlewareOptions = {}): MiddlewareFn[] {
  const chain: MiddlewareHandler<ShopEnv>[] = [
    contextStorage(),
    drainRequestBody(),
    requestId(),
    brand(),
    securityHeaders({ frameAncestors: punchoutFrameAncestors, formActions: punchoutFrameAncestors }),
    inputGuard(),
    requestBodyLimit(),
    rateLimit(),
    wakuRequestGuard(serverActionDecoding),
    punchout(),
    language(),
    session(options.resolveSession),
    uiMode(),
    noScript(),
    flash(),
    pageStatus(),
    checkoutResultOnce(),
    routeGuard(),
    edgeCache(),
  ];
  const fns: MiddlewareFn[] = chain.map((handler) => () => handler as unknown as MiddlewareHandler);
  fns.push(({ app }) => {
    const shop = app as unknown as Hono<ShopEnv>;
    shop.onError((error, c) => {
      if (error instanceof MalformedRequestError && error.allow) c.header('Allow', error.allow);
      if (error instanceof EdgeError) return renderErrorResponse(c, error.status, { code: error.code, message: error.message });
      // A reader went past the body limit; requestBodyLimit answers 413 in any case.
      if (error instanceof BodyTooLargeError) return renderErrorResponse(c, 413, { code: 'payload_too_large', reason: t('errors.payload_too_large') });
      const refused = refusedRequestStatus(error);
      if (refused) return renderErrorResponse(c, refused);
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
    registerConsentChoiceRoute(shop);
    registerSearchSuggestRoute(shop);
    registerPunchoutRoutes(shop);
    registerContentWebhookRoute(shop);
    registerCatalogueWebhookRoute(shop);
    registerFormSubmissionRoute(shop);
    registerTrackingEventsRoute(shop);
    registerDevTrackingEventsRoute(shop);
    registerSpendCsvRoute(shop);
    registerOrderDocumentRoutes(shop);
    registerProductDocumentRoutes(shop);
    registerQuoteDocumentRoutes(shop);
    // Registered after the routes: an API, image or punch-out path that no route took (an unknown
    // path, a method the route does not take) ends here instead of reaching Waku's page handling.
    return async (c, next) => (isEdgeRoute(c.req.path) ? renderErrorResponse(c, 404) : next());
  });
  return fns;
}
