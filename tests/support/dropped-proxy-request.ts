/**
 * `wrangler dev` puts a ProxyWorker in front of the worker, and the two talk over pooled keep-alive
 * connections that both ends close after 5 s idle. A request written on such a connection just as
 * it closes never reaches the worker; the ProxyWorker retries GET and HEAD itself but answers any
 * other method with a 500 whose plain-text body is this message (cloudflare/workers-sdk#14641,
 * #15252, #15317). Production has no ProxyWorker, so a test that meets it has found nothing about
 * the shop: send the same request again. Our workers never answer in plain text with this line
 * (the backend answers errors in JSON, the shop with its Swedish error page).
 */
const DROPPED = 'Error: Network connection lost.';

/**
 * Pauses before each new attempt. On a loaded machine the ProxyWorker notices closed connections
 * late, so after a burst (200 adds at once) several requests in a row can meet one: in CI, 20
 * concurrent adds all met one. A pause lets it drop them from its pool first.
 */
export const RETRY_PAUSES_MS = [100, 400, 1_000, 2_000];

/** Whether an answer is the dev proxy's word for a request it dropped. */
export function isDroppedByDevProxy(status: number, contentType: string, body: string): boolean {
  return status === 500 && !/json|html/.test(contentType) && body.startsWith(DROPPED);
}

/** Sends (`send` makes one attempt) until an answer is not a drop, pausing between; the last answer as it is. */
export async function sendUntilNotDropped<T>(send: () => Promise<T>, dropped: (answer: T) => boolean, pausesMs: readonly number[] = RETRY_PAUSES_MS): Promise<T> {
  for (const pauseMs of pausesMs) {
    const answer = await send();
    if (!dropped(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return send();
}

/** A fetch that sends a request the dev proxy dropped again; everything else passes through. */
export function withDroppedRequestRetry(send: typeof fetch, pausesMs: readonly number[] = RETRY_PAUSES_MS): typeof fetch {
  return async (input, init) => {
    // A request's body can be read once: every attempt sends a copy. A stream body cannot be
    // replayed, so such a request is sent once, as before.
    if (init?.body instanceof ReadableStream) return send(input, init);
    const attempt = async () => {
      const response = await send(input instanceof Request ? input.clone() : input, init);
      if (response.status !== 500) return { response, body: '' };
      const body = await response.text();
      return { response: new Response(body, response), body };
    };
    const dropped = ({ response, body }: { response: Response; body: string }) => isDroppedByDevProxy(response.status, response.headers.get('content-type') ?? '', body);
    return (await sendUntilNotDropped(attempt, dropped, pausesMs)).response;
  };
}
