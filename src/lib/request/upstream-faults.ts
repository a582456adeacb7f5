import { tryGetContext } from 'hono/context-storage';
import type { ShopEnv } from './shop-env';

/**
 * Whether an upstream call of this request failed (an answer of 500 or more, a time-out, a lost
 * connection). A page rendered through such a failure shows the spec's message in place of the
 * part that failed: right for its visitor, wrong to keep in the edge cache (decision 039). Keyed by
 * the request object, so nothing outlives or crosses a request.
 */
const faulted = new WeakSet<Request>();

export function markUpstreamFault(request: Request): void {
  faulted.add(request);
}

export function hadUpstreamFault(request: Request): boolean {
  return faulted.has(request);
}

/**
 * For a part that answers without what a service would have given it (a failure it swallowed,
 * or a service marked down and not even asked): the current request's answer is incomplete.
 */
export function markIncompleteAnswer(): void {
  const c = tryGetContext<ShopEnv>();
  if (c) markUpstreamFault(c.req.raw);
}
