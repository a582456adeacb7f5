import type { MiddlewareHandler } from 'hono';
import type { BackendEnv } from '../backend-env';

/**
 * D1 read replication through the Sessions API (decision 026). Catalogue, content, location and
 * search reads may be served by the replica nearest the worker ('first-unconstrained'): that data
 * is written by imports, not by buyers, so a replica a moment behind is fine. Every other request
 * (cart, orders, users, sign-in) starts at the primary ('first-primary'), so a buyer always reads
 * his own writes. A caller that carries a bookmark (header x-d1-bookmark, from an earlier answer)
 * continues from it instead. Every answer names the session's latest bookmark in the same header.
 */
export const BOOKMARK_HEADER = 'x-d1-bookmark';

// D1 bookmarks look like 00000000-00000001-00000000-<32 hex>; anything else is ignored, since
// a malformed bookmark would fail every query of the request.
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const REPLICA_READ_PREFIXES = ['/menu', '/breadcrumbs/', '/attribute-sequence/', '/variants/', '/images/', '/spaces/', '/locations', '/campaigns/active-campaigns', '/selected-product-groups/'];
const REPLICA_READ_POSTS = new Set(['/search', '/getEntitiesByAttribute', '/breadcrumbs/search']);

/** The first argument of withSession() for this request. */
export function sessionStart(method: string, path: string, bookmark: string | null): string {
  if (bookmark !== null && BOOKMARK.test(bookmark)) return bookmark;
  const replicaRead =
    ((method === 'GET' || method === 'HEAD') && REPLICA_READ_PREFIXES.some((prefix) => path.startsWith(prefix))) || (method === 'POST' && REPLICA_READ_POSTS.has(path));
  return replicaRead && !path.startsWith('/campaigns/active-campaigns/customer') ? 'first-unconstrained' : 'first-primary';
}

/** Puts a D1 session in place of env.DB for the rest of the request (Hono middleware). */
export function d1Sessions(): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const db = c.env.DB;
    // A runtime without the Sessions API (older workerd, test doubles) keeps the plain binding.
    if (typeof db?.withSession !== 'function') return next();
    const session = db.withSession(sessionStart(c.req.method, c.req.path, c.req.header(BOOKMARK_HEADER) ?? null));
    // The session has prepare() and batch(), all the backend uses; exec() and dump() it lacks.
    c.env = { ...c.env, DB: session as unknown as D1Database };
    await next();
    const bookmark = session.getBookmark();
    if (!bookmark) return;
    try {
      c.res.headers.set(BOOKMARK_HEADER, bookmark);
    } catch {
      // An answer with immutable headers (a passed-through fetch): copy it once to add ours.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(BOOKMARK_HEADER, bookmark);
    }
  };
}
