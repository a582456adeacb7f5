import http from 'node:http';
import zlib from 'node:zlib';
import { freePort } from './free-port.mjs';

/** Answers worth compressing, as Cloudflare's edge compresses them in production. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|x-component)|image\/svg\+xml)/;

/**
 * A small HTTP proxy in front of the local shop that gzips what production would send gzipped
 * (issue 13): local wrangler and Waku's Cloudflare adapter send HTML uncompressed, so a browser
 * measuring the shop directly would see three to five times the bytes. It streams: every chunk
 * from the shop is flushed compressed at once (Z_SYNC_FLUSH), so a streamed page stays streamed.
 * The Host header is passed on, so brand hosts (ljus.localhost:<proxy port>) keep working.
 */
export async function startCompressingProxy(shopOrigin) {
  const target = new URL(shopOrigin);
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // The shop answers uncompressed; the proxy decides about compression itself.
    delete headers['accept-encoding'];
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      // Waku's Cloudflare adapter marks local HTML `content-encoding: Identity` (its workaround for
      // a wrangler bug): that is no encoding, and must not stop the proxy compressing the page.
      const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
      const compress = acceptsGzip && encoding === 'identity' && COMPRESSIBLE.test(type) && req.method !== 'HEAD';
      const outHeaders = { ...answer.headers };
      if (compress) {
        delete outHeaders['content-length'];
        outHeaders['content-encoding'] = 'gzip';
        outHeaders.vary = outHeaders.vary ? `${outHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
      }
      res.writeHead(answer.statusCode ?? 502, outHeaders);
      if (!compress) return void answer.pipe(res);
      const gzip = zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
      answer.pipe(gzip).pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    /** The shop's page through the proxy under a brand host: browsers map *.localhost to loopback. */
    url: (host, path) => `http://${host}:${port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
