import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompressingProxy } from '../../bench/lib/compressing-proxy.mjs';

const PAGE = `<!doctype html><title>Sida</title>${'<p>Kabel</p>'.repeat(200)}`;

/** A shop stand-in answering as local Waku does: HTML marked `content-encoding: Identity`. */
const shop = http.createServer((req, res) => {
  const headers: Record<string, string> = { 'content-type': req.url === '/bild.png' ? 'image/png' : 'text/html; charset=utf-8' };
  if (req.url === '/') headers['content-encoding'] = 'Identity';
  if (req.url === '/brotli') headers['content-encoding'] = 'br';
  res.writeHead(200, headers);
  res.end(PAGE);
});

let proxy: Awaited<ReturnType<typeof startCompressingProxy>>;
let http2Proxy: Awaited<ReturnType<typeof startCompressingProxy>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  proxy = await startCompressingProxy(shopOrigin);
  http2Proxy = await startCompressingProxy(shopOrigin, { http2: true });
});
afterAll(async () => {
  await proxy.close();
  await http2Proxy.close();
  await new Promise((resolve) => shop.close(resolve));
});

/** Raw bytes and headers through the proxy, asking for gzip as a browser does. */
function fetchRaw(path: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: proxy.port, path, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe("the bench's compressing proxy (issue 13)", () => {
  it('gzips HTML that local Waku marks `content-encoding: Identity`, as the edge would', async () => {
    const { headers, body } = await fetchRaw('/');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(PAGE.length / 5);
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });

  it('leaves an answer alone that is already encoded, or not worth compressing', async () => {
    const encoded = await fetchRaw('/brotli');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body.toString()).toBe(PAGE);
    const image = await fetchRaw('/bild.png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString()).toBe(PAGE);
  });

  it('speaks HTTP/2 over TLS when asked, as the edge serves the shop, and still gzips the page', async () => {
    expect(http2Proxy.url('ljus.localhost', '/')).toBe(`https://ljus.localhost:${http2Proxy.port}/`);
    // The proxy's certificate is self-signed for localhost; this client, like the bench's Chromium, accepts it.
    const session = http2.connect(`https://localhost:${http2Proxy.port}`, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = session.request({ ':path': '/', 'accept-encoding': 'gzip' });
        const chunks: Buffer[] = [];
        let answered: http2.IncomingHttpHeaders = {};
        request.on('response', (received) => void (answered = received));
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
        request.on('error', reject);
        request.end();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(body).toString()).toBe(PAGE);
    } finally {
      session.close();
    }
  });
});
