import http from 'node:http';
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

beforeAll(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  proxy = await startCompressingProxy(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await proxy.close();
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
});
