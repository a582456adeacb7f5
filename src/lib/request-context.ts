import 'server-only';
import { tryGetContext } from 'hono/context-storage';
import type { ShopEnv, ShopVariables } from '../../worker/shop-env';

export type RequestData = Pick<ShopVariables, 'requestId' | 'brand' | 'mode' | 'appVersion' | 'session' | 'flash' | 'pagePath'>;

/**
 * The one way server components and server actions read per-request data (brand, UI mode,
 * session, request id, flash message, page path). The edge middleware in worker/ fills it before Waku
 * renders; outside a request (the build) there is none and this throws.
 */
export function getRequestContext(): RequestData {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('getRequestContext() called outside a request');
  const { requestId, brand, mode, appVersion, session, flash, pagePath } = c.var;
  return { requestId, brand, mode, appVersion, session, flash, pagePath };
}

/** The worker's bindings and variables for the current request (upstream clients use them). */
export function getRequestEnv(): ShopEnv['Bindings'] {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('getRequestEnv() called outside a request');
  return c.env;
}
