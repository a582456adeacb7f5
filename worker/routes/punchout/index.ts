import type { Hono } from 'hono';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { registerCxmlSetupRoute } from './cxml-setup-route';
import { registerCxmlStartRoute } from './cxml-start-route';
import { registerOciEntryRoute } from './oci-entry-route';

/**
 * Punch-out's edge routes: the OCI entry (/punchout), the cXML setup (/punchout/cxml) and its
 * start link (/punchout/cxml/start/:token). Hono routes because procurement systems post to them
 * cross-site and each answer sets HttpOnly cookies before anything renders.
 */
export function registerPunchoutRoutes(app: Hono<ShopEnv>): void {
  registerOciEntryRoute(app);
  registerCxmlSetupRoute(app);
  registerCxmlStartRoute(app);
}

export { isPunchoutSession, punchoutFrameAncestors } from './punchout-session';
