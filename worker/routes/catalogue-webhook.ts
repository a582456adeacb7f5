import type { Hono } from 'hono';
import { EdgeError } from '../edge-error';
import { bumpCatalogueVersion } from '../../src/lib/cache/catalogue-version';
import { secretsMatch } from '../../src/features/content/webhook-secret';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * POST /api/catalogue/webhook: the catalogue changed (an import, a price list, an assortment), so
 * every page kept in the edge cache is out of date (decision 039). One KV write of a new catalogue
 * version makes all of them unreachable; the body is not read. Only a caller with the shared
 * secret (header x-catalogue-webhook-secret, or Authorization: Bearer) gets past the first line.
 */
export function registerCatalogueWebhookRoute(app: Hono<ShopEnv>): void {
  app.post('/api/catalogue/webhook', async (c) => {
    if (!(await secretsMatch(catalogueSecretFrom(c.req.raw.headers), c.env.CATALOGUE_WEBHOOK_SECRET))) {
      throw new EdgeError(401, 'invalid_webhook_secret', 'Invalid webhook secret');
    }
    const version = await bumpCatalogueVersion(c.env.CACHE);
    return c.json({ catalogueVersion: version }, 200);
  });
}

function catalogueSecretFrom(headers: Headers): string | undefined {
  const direct = headers.get('x-catalogue-webhook-secret');
  if (direct !== null) return direct;
  return /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1];
}
