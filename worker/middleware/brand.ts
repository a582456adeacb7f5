import type { MiddlewareHandler } from 'hono';
import { brands, DEFAULT_BRAND_ID, isValidHostHeader, resolveBrand } from '../../brands';
import { EdgeError } from '../edge-error';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * Picks the brand from the Host header; an unknown host gets the default brand. A Host that is no
 * host[:port] at all (`localhost:8787@evil.example`, an empty value) is refused with 400 before any
 * other work, in the default brand's dress: nothing after this point ever sees such a host.
 */
export const brand = (): MiddlewareHandler<ShopEnv> =>
  async function brand(c, next) {
    const host = c.req.header('host');
    if (host !== undefined && !isValidHostHeader(host)) {
      c.set('brand', brands[DEFAULT_BRAND_ID]);
      throw new EdgeError(400, 'bad_host', 'The Host header is not a valid host[:port]');
    }
    c.set('brand', resolveBrand(host ?? new URL(c.req.url).host));
    await next();
  };
