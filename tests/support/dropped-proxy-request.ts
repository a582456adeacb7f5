/**
 * `wrangler dev` puts a ProxyWorker in front of the worker, and the two talk over pooled keep-alive
 * connections that both ends close after 5 s idle. A request written on such a connection just as
 * it closes never reaches the worker; the ProxyWorker retries GET and HEAD itself but answers any
 * other method with a 500 whose plain-text body is this message (cloudflare/workers-sdk#14641,
 * #15252, #15317). Production has no ProxyWorker, so a test that meets it has found nothing about
 * the shop: send the same request once more. Our workers never answer in plain text with this line
 * (the backend answers errors in JSON, the shop with its Swedish error page).
 */
const DROPPED = 'Error: Network connection lost.';

function isDroppedByDevProxy(response: Response, body: string): boolean {
  return response.status === 500 && body.startsWith(DROPPED);
}

/** A fetch that sends a request the dev proxy dropped once more; everything else passes through. */
export function withDroppedRequestRetry(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    // A request's body can be read once: keep a copy for the second attempt. A stream body cannot
    // be replayed, so such a request is sent once, as before.
    const replayable = !(init?.body instanceof ReadableStream);
    const spare = input instanceof Request && replayable ? input.clone() : input;
    const response = await send(input, init);
    if (!replayable || response.status !== 500 || /json|html/.test(response.headers.get('content-type') ?? '')) return response;
    const body = await response.text();
    if (!isDroppedByDevProxy(response, body)) return new Response(body, response);
    return send(spare, init);
  };
}
