import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { IMAGE_WIDTHS, isImageWidth, isStoredImage, MASTER_WIDTH } from '../../src/lib/images/image-widths';
import { waitUntilOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { type ImageFormat, resizeImage } from '../images/resize-image';

/** A year, immutable: the keys carry the drawing's generation, so a changed image has a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ImageQuery = z.object({ w: z.string().regex(/^\d{1,4}$/).transform(Number).optional() });

const imageError = (c: Context<ShopEnv>, status: 400 | 404, code: string, message: string, extra: object = {}) =>
  c.json({ error: { status, code, message, requestId: c.var.requestId, ...extra } }, status, { 'Cache-Control': 'no-store' });

/** WebP when the browser says it takes it (every current one does), else PNG. */
const formatFor = (accept: string | undefined): ImageFormat => (/\bimage\/webp\b/.test(accept ?? '') ? 'webp' : 'png');

/** Workers Cache API ignores Vary, so the format is part of the cache key instead. */
const cacheKeyOf = (url: URL, width: number, format: ImageFormat) => new Request(`${url.origin}${url.pathname}?w=${width}&f=${format}`);

const edgeCache = (): Cache | undefined => (typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default);

/**
 * GET /images/{p|c|k}/{generation}/{name}.png?w={width}: a product (p), category (c) or content
 * (k) image from the object store (binding IMAGES), scaled to one of IMAGE_WIDTHS (no w: the
 * 800 px master; any other width: 400 with the allowed ones), WebP when Accept allows it else
 * PNG, cached at the edge per width and format and by browsers for a year (Vary: Accept).
 */
export function registerStoredImageRoutes(app: Hono<ShopEnv>): void {
  for (const area of ['p', 'c', 'k']) app.get(`/images/${area}/*`, serveStoredImage);
}

async function serveStoredImage(c: Context<ShopEnv>): Promise<Response> {
  if (!isStoredImage(c.req.path)) return imageError(c, 404, 'not_found', 'No such image');
  const query = ImageQuery.safeParse(c.req.query());
  const width = query.success ? (query.data.w ?? MASTER_WIDTH) : -1;
  if (!isImageWidth(width)) return imageError(c, 400, 'bad_width', `Width must be one of ${IMAGE_WIDTHS.join(', ')}`, { allowedWidths: IMAGE_WIDTHS });
  const format = formatFor(c.req.header('accept'));
  const url = new URL(c.req.url);
  const cacheKey = cacheKeyOf(url, width, format);
  const cache = edgeCache();
  const cached = await cache?.match(cacheKey);
  if (cached) return withHeaders(cached, 'hit');

  const object = await c.env.IMAGES.get(c.req.path.slice('/images/'.length));
  if (!object) return imageError(c, 404, 'not_found', 'No such image');
  const resized = await resizeImage(new Uint8Array(await object.arrayBuffer()), width, format);
  const response = new Response(resized.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': `image/${format}`,
      'Content-Length': String(resized.bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
    },
  });
  if (cache) waitUntilOf(c)(cache.put(cacheKey, response.clone()));
  return withHeaders(response, 'miss');
}

/** Marks whether the edge cache answered (the bench and the tests read it). */
function withHeaders(response: Response, state: 'hit' | 'miss'): Response {
  const answer = new Response(response.body, response);
  answer.headers.set('X-Image-Cache', state);
  return answer;
}
