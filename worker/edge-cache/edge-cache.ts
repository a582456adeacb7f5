import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { UPSTREAM_DELAY_HEADER } from '../../domain/dev/upstream-delay';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { hadUpstreamFault } from '../../src/lib/request/upstream-faults';
import { STAGE_ENVIRONMENT } from '../../src/lib/upstream/content/content-config';
import { edgeCacheKey } from './cache-key';
import { SHOP_BUILD_ID } from './build-id';
import { readEdgeCacheVersions } from './cache-versions';
import { edgeCacheBypassReason } from './cacheable-request';
import { freshNonceStream } from './fresh-nonce';
import { isStorablePage } from './storable-page';

/** Five minutes, the content cache's freshness: stock and time-of-day texts are at most that old. */
export const EDGE_CACHE_TTL_SECONDS = 300;
/** What the cache did with this answer: hit, miss (rendered and offered to the cache) or bypass. */
export const EDGE_CACHE_HEADER = 'x-shop-cache';
/** Internal, on stored entries only: the nonce the body was rendered with… */
const STORED_NONCE_HEADER = 'x-shop-cache-nonce';
/** …and the page's status (200 or 404; the entry itself is stored as a 200). */
const STORED_STATUS_HEADER = 'x-shop-cache-status';

/**
 * The edge cache of signed-out catalogue, search and content pages (decision 039), the last link
 * of the edge chain: brand, language, session, mode and route guard have decided by now, and
 * everything before it (security headers with this answer's nonce, session and language cookies)
 * still runs on a hit.
 */
export const edgeCache = (): MiddlewareHandler<ShopEnv> =>
  async function edgeCache(c, next) {
    const cache = defaultCache();
    const bypass = cache ? edgeCacheBypassReason(factsOf(c)) : 'no-cache-api';
    if (bypass || !cache) {
      await next();
      if (c.var.pagePath !== undefined) c.header(EDGE_CACHE_HEADER, 'bypass');
      return;
    }
    const url = new URL(c.req.url);
    const key = await requestCacheKey(c, { assortment: 'default', path: c.var.pagePath ?? url.pathname, search: url.search.slice(1) });
    const hit = await cache.match(key).catch(() => undefined);
    const served = hit ? fromCache(hit, c.var.cspNonce) : undefined;
    if (served) {
      // Read first, so the edge's own headers so far (a first visit's language cookie) join the hit.
      void c.res;
      c.res = served;
      return;
    }
    // The edge's own cookies so far (a first visit's language cookie) are this visitor's: they go
    // out on every answer, hit or miss, and are never stored. A cookie the page sets makes it unstorable.
    const edgeCookies = new Set(c.res.headers.getSetCookie());
    await next();
    if (!isStorablePage(c.res, { edgeCookies, pageStatus: c.var.pageStatus })) {
      c.header(EDGE_CACHE_HEADER, 'bypass');
      return;
    }
    const stored = storedOnLastByte(cache, key, { status: c.res.status, contentType: c.res.headers.get('content-type') ?? 'text/html', nonce: c.var.cspNonce, faulted: () => hadUpstreamFault(c.req.raw) });
    c.res = new Response(c.res.body!.pipeThrough(stored), c.res);
    c.header(EDGE_CACHE_HEADER, 'miss');
  };

export function defaultCache(): Cache | undefined {
  return (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;
}

function factsOf(c: Context<ShopEnv>) {
  const url = new URL(c.req.url);
  return {
    method: c.req.method,
    path: c.req.path,
    pagePath: c.var.pagePath,
    search: url.search.slice(1),
    cookieNames: Object.keys(getCookie(c)),
    signedIn: c.var.session !== null && c.var.session !== undefined,
    mode: c.var.mode,
    noScript: c.var.noScript,
    hasPunchoutSettings: c.var.punchoutSettings !== undefined,
    hasFlash: c.var.flash !== undefined,
    upstreamDelayed: readEnvironment(c.env).isLocalDevelopment && c.req.header(UPSTREAM_DELAY_HEADER) !== undefined,
    contentPreview: c.env.CONTENT_ENVIRONMENT?.trim() === STAGE_ENVIRONMENT,
  };
}

/** The cache key of this request's answer: the request's brand, language, mode and versions with the given assortment, path and query. */
export async function requestCacheKey(c: Context<ShopEnv>, answer: { assortment: string; path: string; search: string }): Promise<string> {
  const versions = await readEdgeCacheVersions(c.env.CACHE, c.var.brand.id);
  return edgeCacheKey({
    origin: new URL(c.req.url).origin,
    brand: c.var.brand.id,
    locale: c.var.locale,
    mode: c.var.mode,
    build: SHOP_BUILD_ID,
    catalogueVersion: versions.catalogue,
    contentGeneration: versions.content,
    ...answer,
  });
}

/** A stored page as this answer: its status and body, streamed, with this answer's nonce; nothing else of the entry's headers. */
function fromCache(entry: Response, freshNonce: string): Response | undefined {
  const replace = freshNonceStream(entry.headers.get(STORED_NONCE_HEADER) ?? '', freshNonce);
  if (!replace || !entry.body) return undefined;
  const body = entry.body.pipeThrough(new TextDecoderStream()).pipeThrough(replace).pipeThrough(new TextEncoderStream());
  const status = entry.headers.get(STORED_STATUS_HEADER) === '404' ? 404 : 200;
  return new Response(body, { status, headers: { 'content-type': entry.headers.get('content-type') ?? 'text/html; charset=utf-8', [EDGE_CACHE_HEADER]: 'hit' } });
}

/**
 * Passes the page on to the visitor and stores it when its last byte is rendered, before the
 * visitor's answer ends (so the next request finds it), and only if no upstream call of the render
 * failed: a failed part shows the spec's message, which must not be kept for everyone. A visitor
 * who leaves early cancels the stream, and nothing is stored.
 */
function storedOnLastByte(cache: Cache, key: string, entry: { status: number; contentType: string; nonce: string; faulted: () => boolean }): TransformStream<Uint8Array, Uint8Array> {
  const chunks: BlobPart[] = [];
  return new TransformStream({
    transform(chunk, controller) {
      chunks.push(chunk as Uint8Array<ArrayBuffer>);
      controller.enqueue(chunk);
    },
    async flush() {
      if (entry.faulted()) return;
      const headers = { 'content-type': entry.contentType, 'cache-control': `public, max-age=${EDGE_CACHE_TTL_SECONDS}`, [STORED_NONCE_HEADER]: entry.nonce, [STORED_STATUS_HEADER]: String(entry.status) };
      // A page the cache could not take is simply rendered again next time.
      await cache.put(key, new Response(new Blob(chunks), { headers })).catch(() => undefined);
    },
  });
}
