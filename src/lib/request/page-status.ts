import 'server-only';
import { honoContext } from './hono-context';

/** Statuses a page may answer with while still rendering its frame (header, footer, message). */
export type PageStatus = 404 | 503;

/**
 * Makes the document answer with `status` instead of 200, for a page that renders but could not
 * show what it is for (its service is down, or the id it was asked for names nothing): monitors,
 * crawlers and caches then see the outage or the miss, while the visitor still gets the page frame
 * and the spec's message. Waku has no status for a
 * rendered page, so the edge (worker/middleware/page-status.ts) applies it to the HTML answer
 * once the page has rendered; call it before the page returns, outside any Suspense boundary.
 */
export function setPageStatus(status: PageStatus): void {
  honoContext().set('pageStatus', status);
}
