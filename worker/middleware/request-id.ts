import type { MiddlewareHandler } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';

const VALID_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed incoming X-Request-Id (e.g. from a load balancer), else makes one. */
export const requestId = (): MiddlewareHandler<ShopEnv> =>
  async function requestId(c, next) {
    const incoming = c.req.header('x-request-id');
    const id = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', id);
    await next();
    // After next(): headers set before it are lost when a page answers with its own Response.
    c.header('X-Request-Id', id);
  };
