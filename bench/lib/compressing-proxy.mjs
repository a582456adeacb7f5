import http from 'node:http';
import http2 from 'node:http2';
import zlib from 'node:zlib';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { localhostTls } from '../../scripts/lib/localhost-tls.mjs';

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids in a response. */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** Answers worth compressing, as Cloudflare's edge compresses them in production. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|x-component)|image\/svg\+xml)/;

/**
 * A small HTTP proxy in front of the local shop that gzips what production would send gzipped
 * (issue 13): local wrangler and Waku's Cloudflare adapter send HTML uncompressed, so a browser
 * measuring the shop directly would see three to five times the bytes. It streams: every chunk
 * from the shop is flushed compressed at once (Z_SYNC_FLUSH), so a streamed page stays streamed.
 * The Host header is passed on, so brand hosts (ljus.localhost:<proxy port>) keep working.
 *
 * With `http2`, it speaks HTTP/2 over TLS, as Cloudflare serves the shop: Lighthouse's simulation
 * follows the protocol it observes, and over HTTP/1.1 it queues a page's module preloads on six
 * connections, a cost production does not have (figures in bench/README.md).
 */
export async function startCompressingProxy(shopOrigin, { http2: useHttp2 = false } = {}) {
  const target = new URL(shopOrigin);
  const port = await freePort();
  const handle = (req, res) => {
    // HTTP/2 names the host :authority; the shop reads Host.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    headers.host = req.headers[':authority'] ?? req.headers.host;
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
      for (const name of CONNECTION_HEADERS) delete outHeaders[name];
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
  };
  const server = useHttp2 ? http2.createSecureServer({ ...localhostTls, allowHTTP1: true }, handle) : http.createServer(handle);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    /** The shop's page through the proxy under a brand host: browsers map *.localhost to loopback. */
    url: (host, path) => `${useHttp2 ? 'https' : 'http'}://${host}:${port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
