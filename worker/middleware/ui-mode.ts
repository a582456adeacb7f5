import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { detectUiMode } from '../../src/lib/ui-mode';
import { isPunchoutSession } from '../routes/punchout/punchout-session';

/**
 * NORMAL, APP (brand's app user agent) or PUNCHOUT (saved punch-out settings of the signed-in
 * user). Runs after the session middleware, so PUNCHOUT rests on a verified token only.
 */
export const uiMode = (): MiddlewareHandler<ShopEnv> =>
  async function uiMode(c, next) {
    const { mode, appVersion } = detectUiMode(c.req.header('user-agent'), c.var.brand.appUserAgentPrefix, isPunchoutSession(c));
    c.set('mode', mode);
    c.set('appVersion', appVersion);
    await next();
    c.header('X-Ui-Mode', mode);
  };
