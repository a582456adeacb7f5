import { describe, expect, it } from 'vitest';
import { MAX_DRAINED_BYTES, readLimitedBody } from './body-limits';

/** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes, counting what was read. */
function streamedRequest(chunks: number, size: number) {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks === chunks) return controller.close();
      read.chunks += 1;
      controller.enqueue(new Uint8Array(size).fill(7));
    },
  });
  return { request: new Request('https://backend.test/upload', { method: 'POST', body, duplex: 'half' } as RequestInit), read };
}

describe('readLimitedBody', () => {
  it('gives the body within the limit', async () => {
    const { request } = streamedRequest(3, 1_000);
    const body = await readLimitedBody(request, 3_000);
    expect(body).toBeInstanceOf(Uint8Array);
    expect((body as Uint8Array).length).toBe(3_000);
  });

  it('refuses a chunked body past the limit, and drains the rest so the sender sees the answer', async () => {
    const { request, read } = streamedRequest(10, 1_000);
    expect(await readLimitedBody(request, 2_500)).toBe('too_large');
    expect(read.chunks).toBe(10);
  });

  it('refuses a declared Content-Length past the limit without keeping a byte', async () => {
    const request = new Request('https://backend.test/upload', { method: 'POST', body: new Uint8Array(5_000), headers: { 'content-length': '5000' } });
    expect(await readLimitedBody(request, 4_000)).toBe('too_large');
  });

  it('stops draining a sender that never ends', async () => {
    const { request, read } = streamedRequest(Number.MAX_SAFE_INTEGER, 1024 * 1024);
    expect(await readLimitedBody(request, 1_000)).toBe('too_large');
    expect(read.chunks).toBeLessThanOrEqual(MAX_DRAINED_BYTES / (1024 * 1024) + 2);
  });
});
