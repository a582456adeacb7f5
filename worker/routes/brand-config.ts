import type { Hono } from 'hono';
import { brands } from '../../brands';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** GET /api/brand-config: the public part of every brand's configuration, keyed by brand id. */
export function registerBrandConfigRoute(app: Hono<ShopEnv>): void {
  app.get('/api/brand-config', (c) => {
    const body = Object.fromEntries(
      Object.values(brands).map((brand) => [
        brand.id,
        {
          name: brand.name,
          hostnames: brand.hostnames,
          stylesheet: brand.stylesheet,
          themeColor: brand.themeColor,
          logos: brand.logos,
          features: brand.features,
          appUserAgentPrefix: brand.appUserAgentPrefix,
          defaultStoreId: brand.defaultStoreId,
          centralStorageId: brand.centralStorageId,
          extraClosedDates: brand.extraClosedDates,
          extraRoutes: brand.extraRoutes,
        },
      ]),
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ current: c.var.brand.id, brands: body });
  });
}
