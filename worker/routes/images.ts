import type { Hono } from 'hono';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { servicesOf } from '../../src/lib/request/request-context';

import { getProductImage } from '../../src/lib/upstream/product/get-product-image';
import { registerStoredImageRoutes } from './stored-images';


const IMAGE_PATH = /^\/images\/[A-Za-z0-9/_-]{1,120}\.(svg|png|jpg|webp)$/;

/**
 * GET /images/*: pictograms and other generated images from the product service, cached by
 * browsers and the edge for a day. Only image paths pass; the answer keeps only safe headers
 * (an SVG is served with a CSP that forbids scripts in it).
 */
export function registerImageRoute(app: Hono<ShopEnv>): void {
  // Product, category and content images from the object store come first (decision 024).
  registerStoredImageRoutes(app);
  app.get('/images/*', async (c) => {
    if (!IMAGE_PATH.test(c.req.path)) return c.notFound();
    const upstream = await getProductImage(servicesOf(c).product, c.req.path);
    // A 4xx from the service means it has no such image (it refuses a name it never issues with
    // 400); only its own failure is a 502.
    if (!upstream.ok) return c.body(null, upstream.status < 500 ? 404 : 502);
    return new Response(upstream.body, {
      headers: {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
