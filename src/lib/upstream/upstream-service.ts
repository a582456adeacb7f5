import type { TextKey } from '../texts';

/**
 * One upstream service as the request policy sees it. `fetch` is either a Cloudflare
 * service binding's `fetch` or `globalThis.fetch`: both take a Request and give a
 * Response, so a service can move between a binding and the public internet by
 * configuration alone, and tests pass a fake.
 */
export interface UpstreamService {
  /** Short name used in error messages and reports, e.g. 'cart'. */
  name: string;
  /** Absolute base address; may carry a path prefix such as 'https://api.example.se/v2'. */
  baseUrl: string;
  /**
   * Must work when called detached: workerd throws "Illegal invocation" when a binding's
   * or the global fetch runs with a foreign `this`. Build it with `bindFetch`.
   */
  fetch: (request: Request) => Promise<Response>;
  /** Text shown for failures not covered by the status table (spec point 8 per-service defaults). */
  defaultErrorKey?: TextKey;
  /** Per-attempt time-out in milliseconds; default DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * The deadline of one call as a whole, in milliseconds: every attempt and the retry fit in it
   * (upstream-budgets.ts). Unset, only the per-attempt time-out bounds a call.
   */
  budgetMs?: number;
}

/** Long enough for slow stock look-ups, short enough that a hung service cannot stall a page. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The part of a Cloudflare service binding (Fetcher) the policy needs. */
export interface FetchBinding {
  fetch(request: Request): Promise<Response>;
}

/**
 * A detached-safe fetch for a service: through its binding when the worker has one
 * (no public network hop), else over the internet with the global fetch.
 */
export function bindFetch(binding?: FetchBinding): (request: Request) => Promise<Response> {
  return binding === undefined ? (request) => globalThis.fetch(request) : (request) => binding.fetch(request);
}
