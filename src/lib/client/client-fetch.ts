import { createRequestThrottle, requestsPerSecond } from './request-throttle';

/**
 * Every call the browser starts itself (search as you type, form posts) goes through one throttle
 * per page (spec point 9): WAKU_PUBLIC_CLIENT_REQUESTS_PER_SECOND, 1–30, default 10.
 */
const throttle = createRequestThrottle(requestsPerSecond(import.meta.env?.WAKU_PUBLIC_CLIENT_REQUESTS_PER_SECOND as string | undefined));

export async function clientFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  await throttle.acquire();
  // An answer no longer wanted (the buyer typed on) is not sent after its wait.
  init?.signal?.throwIfAborted();
  return fetch(input, init);
}
