import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/api-error';

/**
 * Cart bodies carry up to a thousand lines (a pasted quick-add list), so they get more room than
 * the 16 KB forms elsewhere; anything larger is refused before it is parsed.
 */
export const MAX_CART_JSON_BYTES = 256 * 1024;

/** Spreadsheets: 1,000 rows fit in well under 100 KB; 4 MB leaves room for formatting. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/**
 * How much of a refused body is still read (and thrown away) before the answer: a client that
 * is still sending when the server answers and closes sees a broken pipe instead of the 413.
 * Past this the sender is not a buyer with a big spreadsheet, and the connection may break.
 */
export const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

export const limitCartJson = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_CART_JSON_BYTES,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', 'Request body too large');
    },
  });

/** Reads and discards what is left of a body, up to MAX_DRAINED_BYTES in all. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > MAX_DRAINED_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The sender went away: nothing left to drain.
  }
}

/**
 * A request body as bytes, counted while it streams: past `maxBytes` nothing more is kept (a
 * chunked upload without Content-Length is refused just the same), the rest is drained, and the
 * answer is 'too_large'. A declared Content-Length past the limit is refused without keeping a byte.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) {
    await drain(reader, 0);
    return 'too_large';
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader, size);
      return 'too_large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
