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
