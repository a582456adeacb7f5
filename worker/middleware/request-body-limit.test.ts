import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError } from '../limited-body';
import { bodyLimitOf, MAX_REQUEST_BODY_BYTES, requestBodyLimit } from './request-body-limit';
import { MAX_ACTION_BODY_BYTES } from './waku-request-guard';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** The limit in front of stand-ins for an edge route that reads its body, one that swallows a read error, and a page that never reads. */
function app() {
  const shop = new Hono<ShopEnv>();
  shop.onError((error, c) => c.text(error instanceof BodyTooLargeError ? 'too large' : 'crash', error instanceof BodyTooLargeError ? 413 : 500));
  shop.use(requestBodyLimit());
  shop.post('/api/reads', async (c) => c.text(`read ${(await c.req.text()).length}`));
  shop.post('/api/swallows', async (c) => c.text(`read ${(await c.req.text().catch(() => '')).length}`, 400));
  // Gives up after its own small limit, as the tracking route does past 16 KB.
  shop.post('/api/gives-up', async (c) => {
    const reader = c.req.raw.body!.getReader();
    await reader.read();
    await reader.cancel();
    return c.text('refused', 413);
  });
  shop.post('/RSC/F/abc/fn.txt', async (c) => c.text(`read ${(await c.req.text()).length}`));
  shop.post('*', (c) => c.text('page'));
  return shop;
}

/** A body without Content-Length (sent chunked), `size` bytes in 64 KB pieces; `pulled` says how much was asked for. */
function chunked(size: number) {
  const piece = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = piece.subarray(0, Math.min(piece.byteLength, size - sent));
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { stream, pulled: () => sent };
}

const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app().request(`http://localhost${path}`, { method: 'POST', body, headers: { accept: 'application/json', ...headers }, duplex: 'half' } as RequestInit);

describe('bodyLimitOf', () => {
  it.each([
    ['POST', '/RSC/F/abc/addToCart.txt', 'text/plain', MAX_ACTION_BODY_BYTES],
    ['POST', '/varukorg', 'multipart/form-data; boundary=x', MAX_ACTION_BODY_BYTES],
    ['POST', '/varukorg', 'application/x-www-form-urlencoded', MAX_REQUEST_BODY_BYTES],
    ['POST', '/api/session/sign-in', 'multipart/form-data; boundary=x', MAX_REQUEST_BODY_BYTES],
    ['POST', '/punchout', 'multipart/form-data; boundary=x', MAX_REQUEST_BODY_BYTES],
    ['POST', '/RSC/R/_root.txt', 'multipart/form-data; boundary=x', MAX_REQUEST_BODY_BYTES],
    ['PUT', '/kampanjer', 'text/plain', MAX_REQUEST_BODY_BYTES],
  ])('%s %s (%s) may carry %d bytes', (method, path, contentType, limit) => {
    expect(bodyLimitOf(new Request(`http://localhost${path}`, { method, headers: { 'content-type': contentType } }))).toBe(limit);
  });
});

describe('requestBodyLimit', () => {
  it('reads away the rest of a body whose reader gave up, so the connection is not stranded', async () => {
    const body = chunked(10 * 64 * 1024);
    const res = await post('/api/gives-up', body.stream);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBe(10 * 64 * 1024);
  });

  it('hands a body under the limit on whole', async () => {
    const res = await post('/api/reads', chunked(MAX_REQUEST_BODY_BYTES).stream);
    expect([res.status, await res.text()]).toEqual([200, `read ${MAX_REQUEST_BODY_BYTES}`]);
  });

  it('refuses a declared length over the limit before reading a byte', async () => {
    const body = chunked(2 * MAX_REQUEST_BODY_BYTES);
    const res = await app().request('http://localhost/api/reads', { method: 'POST', body: body.stream, headers: { accept: 'application/json', 'content-length': String(2 * MAX_REQUEST_BODY_BYTES) }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(MAX_REQUEST_BODY_BYTES);
  });

  it('refuses a chunked body once it passes the limit, whether the route reads it, swallows the error or never reads it', async () => {
    for (const path of ['/api/reads', '/api/swallows', '/kampanjer']) {
      const res = await post(path, chunked(MAX_REQUEST_BODY_BYTES + 1).stream);
      expect(res.status, path).toBe(413);
      expect(await res.json(), path).toMatchObject({ error: { status: 413, code: 'payload_too_large', message: 'Det du skickade är för stort.' } });
    }
  });

  it('answers a browser the Swedish page', async () => {
    const res = await post('/kampanjer', chunked(2 * MAX_REQUEST_BODY_BYTES).stream, { accept: 'text/html' });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('Det du skickade är för stort.');
  });

  it('lets a server-function call carry more, up to its own limit', async () => {
    const res = await post('/RSC/F/abc/fn.txt', chunked(3 * MAX_REQUEST_BODY_BYTES).stream);
    expect([res.status, await res.text()]).toEqual([200, `read ${3 * MAX_REQUEST_BODY_BYTES}`]);
  });
});
