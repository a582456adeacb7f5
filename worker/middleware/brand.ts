import type { MiddlewareHandler } from 'hono';
import { resolveBrand } from '../../brands';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** Picks the brand from the Host header; an unknown host gets the default brand. */
export const brand = (): MiddlewareHandler<ShopEnv> =>
  async function brand(c, next) {
    c.set('brand', resolveBrand(c.req.header('host') ?? new URL(c.req.url).host));
    await next();
  };
