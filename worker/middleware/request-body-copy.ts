/** The body was larger than the guard reads. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * A copy of the request body, read from a clone so the request itself still carries its body on
 * to Waku; refused once it passes `maxBytes`, declared or not (a chunked upload must not be
 * buffered whole before the check).
 */
export async function copyRequestBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new BodyTooLargeError();
  const body = request.clone().body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a tee branch's cancel settles only once the other branch is cancelled too.
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
