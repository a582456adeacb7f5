import type { MiddlewareHandler } from 'hono';
import { detectUiMode } from '../../src/lib/ui-mode';
import { isPunchoutSession } from '../routes/punchout/punchout-session';
import type { ShopEnv } from '../shop-env';

/** NORMAL, APP (brand's app user agent) or PUNCHOUT (comes with the punch-out session). */
export const uiMode = (): MiddlewareHandler<ShopEnv> =>
  async function uiMode(c, next) {
    const { mode, appVersion } = detectUiMode(c.req.header('user-agent'), c.var.brand.appUserAgentPrefix, isPunchoutSession(c));
    c.set('mode', mode);
    c.set('appVersion', appVersion);
    await next();
    c.header('X-Ui-Mode', mode);
  };
