import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { readPunchoutSettings } from '../session/punchout-settings';

/**
 * Parses the punch-out settings cookie once for the request, before the session middleware (whose
 * cookies take the framed-session attributes from it). Whether the request is a punch-out session
 * is decided later, by the UI mode, against the verified session.
 */
export const punchout = (): MiddlewareHandler<ShopEnv> =>
  async function punchout(c, next) {
    c.set('punchoutSettings', readPunchoutSettings(c));
    await next();
  };
