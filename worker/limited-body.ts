/** The body was larger than the reader accepts. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * The request body, refused once it passes `maxBytes`, whether or not the sender declared a
 * Content-Length (a chunked upload must not be buffered whole before the check). Pass a clone to
 * read a body that must still go on to Waku.
 */
export async function readLimitedBytes(request: Pick<Request, 'headers' | 'body'>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a clone's (tee branch's) cancel settles only once the other branch is cancelled too.
      reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
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

/** The same, as UTF-8 text. */
export const readLimitedText = async (request: Request, maxBytes: number): Promise<string> => new TextDecoder().decode(await readLimitedBytes(request, maxBytes));
