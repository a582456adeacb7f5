import type { PageStatus } from '../../src/lib/request/page-status';

/**
 * Statuses of a whole page kept for everyone: a page, and the not-found page Waku renders for an
 * unknown product or content slug, which old links and crawlers ask for again and again. Either
 * way the answer is the same for every signed-out visitor of the brand until a webhook moves the
 * catalogue version or content generation (a new product's page is then a miss).
 */
const STORABLE_STATUSES: ReadonlySet<number> = new Set([200, 404]);

/**
 * Whether a rendered page may be kept for every signed-out visitor (decision 039): a whole 200 or
 * 404 HTML document that asked for no status of its own, that no layer marked private, and that
 * set no cookie beyond the edge's own ones for this visitor.
 */
export function isStorablePage(response: Response, context: { edgeCookies: ReadonlySet<string>; pageStatus: PageStatus | undefined }): boolean {
  if (!STORABLE_STATUSES.has(response.status) || !response.body || context.pageStatus !== undefined) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return response.headers.getSetCookie().every((cookie) => context.edgeCookies.has(cookie));
}
