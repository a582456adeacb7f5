import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * Reads to the end whatever request body nobody read, before the answer goes out. Many answers
 * refuse a request without reading its body (a 405, a foreign origin, an unknown route); left
 * unread, the body strands the connection the request came on, and under wrangler dev that
 * connection between the dev proxy and the worker is shared: its loss failed the next requests
 * on it, other visitors' included ("Network connection lost"). Cancelling the body does not
 * prevent that; reading it does. The bytes are discarded as they arrive, so this costs no memory;
 * the platform's request size limit bounds how much there is to read.
 */
export const drainRequestBody = (): MiddlewareHandler<ShopEnv> =>
  async function drainRequestBody(c, next) {
    await next();
    const body = c.req.raw.body;
    if (!body || c.req.raw.bodyUsed || body.locked) return;
    const reader = body.getReader();
    try {
      for (;;) {
        if ((await reader.read()).done) break;
      }
    } catch {
      // A body that fails mid-way (over the limit, a broken upload) has nothing left to strand.
    }
  };
