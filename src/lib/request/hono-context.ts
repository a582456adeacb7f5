import 'server-only';
import type { Context } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import type { ShopEnv } from './shop-env';

/**
 * The edge's Hono context of the current request. Only the modules of src/lib/request read it;
 * everything else goes through getRequestContext() and the helpers beside it. Outside a request
 * (the build imports pages in Node) there is none, and this throws.
 */
export function honoContext(): Context<ShopEnv> {
  const c = tryGetContext<ShopEnv>();
  if (!c) throw new Error('request data read outside a request');
  return c;
}
