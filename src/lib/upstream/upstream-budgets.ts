import type { ServiceName } from './upstream-services';

/**
 * How long one upstream call may take as a whole (every attempt and the retry within it), by
 * what the call is for (ARCHITECTURE.md "Page budgets"). A page render cannot wait longer than a
 * visitor will: past its budget the part that needed the service shows the spec's message and
 * the rest of the page stands. A server action has a visitor waiting on a spinner for one result,
 * and a background refresh has nobody waiting, so both may take longer.
 */
export type BudgetKind = 'page' | 'action' | 'background';

/** Catalogue, cart, checkout and account data on a page render. */
export const PAGE_BUDGET_MS = 3_000;
/**
 * Content on a page render: shorter, because a stalled content system has a cached copy to fall
 * back on (content-cache.ts) and a page asks it for several entries.
 */
export const CONTENT_PAGE_BUDGET_MS = 2_000;
/** A server action (add to cart, place order, sign in): one answer the visitor waits for. */
export const ACTION_BUDGET_MS = 15_000;
/** A stale cache entry's refresh after the response (waitUntil), or work outside a request. */
export const BACKGROUND_BUDGET_MS = 20_000;

export function budgetFor(service: ServiceName, kind: BudgetKind): number {
  if (kind === 'page') return service === 'content' ? CONTENT_PAGE_BUDGET_MS : PAGE_BUDGET_MS;
  return kind === 'action' ? ACTION_BUDGET_MS : BACKGROUND_BUDGET_MS;
}

/** Reads render a page (GET, HEAD); anything else is a server action or a form post. */
export function budgetKindOf(method: string): BudgetKind {
  return method === 'GET' || method === 'HEAD' ? 'page' : 'action';
}
