/**
 * When a failed upstream answer is worth a second try (spec point 7, generic request
 * behaviour). Only methods that change nothing are retried: repeating a POST that timed
 * out on our side may still have placed the order upstream.
 */

export type UpstreamMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Answers that say "not now" rather than "never": time-outs, conflicts, throttling, 5xx. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const SAFE_METHODS: ReadonlySet<UpstreamMethod> = new Set(['GET', 'HEAD']);

/** Exactly one retry is made, so this only answers "retry the first attempt?". */
export function isRetryable(method: UpstreamMethod, status: number): boolean {
  return SAFE_METHODS.has(method) && RETRY_STATUSES.has(status);
}
