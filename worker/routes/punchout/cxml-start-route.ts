import type { Hono } from 'hono';
import { hookUrlPolicy, validateHookUrl } from '../../../src/features/punchout/hook-url';
import { UpstreamError } from '../../../src/lib/upstream';
import type { StoredPunchoutSettings } from '../../session/punchout-settings';
import { verifyAccessToken } from '../../session/verify-access-token';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { CXML_START_PATH } from './cxml-setup-route';
import { START_TOKEN } from '../../../src/lib/upstream/auth/create-cxml-setup';
import { startCxmlSession, type CxmlStart } from '../../../src/lib/upstream/auth/start-cxml-session';
import { loadRequisitionLines } from './load-requisition-lines';
import { CART_PATH, openPunchoutSession } from './open-punchout-session';
import { punchoutErrorPage } from './punchout-error-page';
import { isFramedRequest } from './punchout-session';
import { servicesOf } from '../../../src/lib/request/request-context';

/**
 * GET /punchout/cxml/start/:token: the StartPage URL of a cXML setup. The browser arrives here,
 * the token is spent (once, within minutes) and the buyer lands in PUNCHOUT mode with the setup's
 * BuyerCookie and BrowserFormPost URL saved as the session's punch-out settings.
 */
export function registerCxmlStartRoute(app: Hono<ShopEnv>): void {
  app.get(`${CXML_START_PATH}/:token`, async (c) => {
    const token = c.req.param('token');
    if (!START_TOKEN.test(token)) return punchoutErrorPage(c, 400, 'punchout.entry.invalid_start_link');
    let started: Awaited<ReturnType<typeof startCxmlSession>>;
    try {
      started = await startCxmlSession(servicesOf(c).auth, token);
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 0;
      if (status === 401 || status === 404 || status === 400) return punchoutErrorPage(c, 400, 'punchout.entry.invalid_start_link');
      return punchoutErrorPage(c, 503, 'punchout.entry.service_unavailable');
    }
    const { tokens, start } = started;
    const hook = validateHookUrl(start.browserFormPostUrl, hookUrlPolicy(c.env));
    const claims = await verifyAccessToken(c, tokens.AccessToken);
    if (!hook.ok) return punchoutErrorPage(c, 400, 'punchout.entry.invalid_hook_url');
    if (!claims) return punchoutErrorPage(c, 503, 'punchout.entry.service_unavailable');
    const settings = cxmlSettings(start, hook.url, claims.sub, isFramedRequest(c));
    if (start.operation === 'edit') {
      // The requisition is in the cart before the buyer sees the shop; they land on the cart.
      try {
        const unloaded = await loadRequisitionLines(c, { token: tokens.AccessToken, claims, customerId: start.customerId, lines: start.itemLines });
        settings.cxml = { ...settings.cxml!, unloaded };
      } catch {
        return punchoutErrorPage(c, 503, 'punchout.entry.service_unavailable');
      }
      return openPunchoutSession(c, tokens, settings, undefined, CART_PATH);
    }
    return openPunchoutSession(c, tokens, settings);
  });
}

function cxmlSettings(start: CxmlStart, callbackUrl: string, userId: string, framed: boolean): StoredPunchoutSettings {
  return {
    v: 1,
    protocol: 'cxml',
    callback_url: callbackUrl,
    companyName: start.companyName,
    email: start.userEmail ?? undefined,
    logonId: start.username,
    oci: {},
    cxml: { buyerCookie: start.buyerCookie, operation: start.operation, buyer: start.buyer, supplier: start.supplier },
    last_used: new Date().toISOString(),
    userId,
    customerId: start.customerId,
    framed,
  };
}
