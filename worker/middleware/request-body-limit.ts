import type { Context, MiddlewareHandler } from 'hono';
import { t } from '../../src/lib/texts';
import { renderErrorResponse } from '../error-response';
import { BodyTooLargeError } from '../limited-body';
import { isEdgeRoute } from './edge-routes';
import { RSC_PREFIX } from './rsc-address';
import { MAX_ACTION_BODY_BYTES } from './waku-request-guard';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/**
 * The largest body of any request that is not a server function: sign-in and session forms,
 * content forms (32 KB), punch-out entries (32 KB, cXML 128 KB), webhooks, a page's own POST.
 * Well above all of them, far below the runtime's 100 MB.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

const ACTION_CALL_PREFIX = `${RSC_PREFIX}F/`;

/**
 * How large a body may be, by the kind of request: a server-function call, or a multipart POST to
 * a page (how a form action is posted without JavaScript, the spreadsheet import among them), may
 * carry MAX_ACTION_BODY_BYTES; anything else MAX_REQUEST_BODY_BYTES.
 */
export function bodyLimitOf(request: Pick<Request, 'method' | 'url' | 'headers'>): number {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(ACTION_CALL_PREFIX)) return MAX_ACTION_BODY_BYTES;
  const formAction = request.method === 'POST' && !isEdgeRoute(pathname) && !pathname.startsWith(RSC_PREFIX) && (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  return formAction ? MAX_ACTION_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
}

const tooLarge = (c: Context<ShopEnv>) => renderErrorResponse(c, 413, { code: 'payload_too_large', reason: t('errors.payload_too_large') });

/**
 * Refuses a request body over its limit with 413 (JSON for API callers, otherwise the Swedish
 * error page), without ever holding the body: a declared Content-Length over the limit is refused
 * before a byte is read; a body without one (chunked) is counted while whoever reads it reads it,
 * and fails with BodyTooLargeError once past the limit. Whatever the reader then answered, the
 * answer becomes the 413, and the rest of the body is read and dropped so the connection is not
 * stranded (see drainRequestBody). Replaces Waku's own limit, which buffers a chunked body whole
 * (up to 100 MB) before anything runs.
 */
export const requestBodyLimit = (): MiddlewareHandler<ShopEnv> =>
  async function requestBodyLimit(c, next) {
    const body = c.req.raw.body;
    // A GET or HEAD body is never read (the request guard refuses it where it matters); the drain reads it away.
    if (!body || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = bodyLimitOf(c.req.raw);
    const declared = c.req.raw.headers.get('content-length');
    if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
      if (Number(declared) > limit) return tooLarge(c);
      return next();
    }
    const counted = countedBody(body, limit);
    c.req.raw = new Request(c.req.raw, { body: counted.stream, duplex: 'half' } as RequestInit);
    await next();
    // A body nobody read is counted too: its size decides the answer, not whether a page needed it.
    if (!counted.overflowed() && !counted.stream.locked) await readAway(counted.stream);
    if (counted.abandoned() && !counted.overflowed()) await counted.dropRest();
    if (!counted.overflowed()) return;
    await counted.dropRest();
    c.res = tooLarge(c);
  };

async function readAway(stream: ReadableStream<Uint8Array>): Promise<void> {
  const reader = stream.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // over the limit: the caller sees it in `overflowed`
  }
}

/** The body as a stream that counts its bytes and errors once they pass `limit`. */
function countedBody(source: ReadableStream<Uint8Array>, limit: number) {
  const reader = source.getReader();
  let size = 0;
  let overflowed = false;
  let abandoned = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size <= limit) return controller.enqueue(value);
      overflowed = true;
      controller.error(new BodyTooLargeError());
    },
    // A reader that gives up early (a route refusing a body past its own, smaller limit) leaves
    // the rest unread: cancelling the source would strand the connection (see drainRequestBody),
    // so the rest is read away after the answer instead (`abandoned`).
    cancel: () => {
      abandoned = true;
    },
  });
  return {
    stream,
    overflowed: () => overflowed,
    abandoned: () => abandoned,
    /** Reads what is left of the refused body, discarding it as it arrives. */
    async dropRest() {
      try {
        while (!(await reader.read()).done);
      } catch {
        // a broken upload has nothing left to read
      }
    },
  };
}
