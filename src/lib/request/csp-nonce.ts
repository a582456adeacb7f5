import { tryGetContext } from 'hono/context-storage';
import type { ShopEnv } from './shop-env';

/**
 * The nonce this answer's Content-Security-Policy allows inline scripts with. Waku gets it for its
 * bootstrap (src/pages/_interceptors/csp-nonce.ts); an inline script of ours sets it as `nonce`.
 * Outside a request (the build) there is none.
 */
export function getCspNonce(): string | undefined {
  return tryGetContext<ShopEnv>()?.get('cspNonce');
}
