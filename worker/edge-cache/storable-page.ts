import type { PageStatus } from '../../src/lib/request/page-status';

/**
 * Whether a rendered page may be kept for every signed-out visitor (decision 039): a whole 200
 * HTML document that asked for no status of its own, that no layer marked private, and that set
 * no cookie beyond the edge's own ones for this visitor.
 */
export function isStorablePage(response: Response, context: { edgeCookies: ReadonlySet<string>; pageStatus: PageStatus | undefined }): boolean {
  if (response.status !== 200 || !response.body || context.pageStatus !== undefined) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return response.headers.getSetCookie().every((cookie) => context.edgeCookies.has(cookie));
}
