import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * One GET with an explicit Host header, timing the first body byte. Uses node:http rather than
 * fetch because fetch (undici) asks for gzip by default, and local wrangler buffers a gzipped
 * response whole, which would hide whether the page streams. No Accept-Encoding is sent here.
 * `headers` adds request headers (the signed-in routes send their Cookie this way).
 *
 * Resolves { status, headers, ttfbMs, totalMs, body } where ttfbMs runs from just before the
 * request is created to the first 'data' chunk of the body (or the end, for an empty body).
 */
export function get(url, { host, headers = {}, agent, timeoutMs = 10_000 } = {}) {
  return request(url, { method: 'GET', host, headers, agent, timeoutMs });
}

/** A POST of an urlencoded form (the sign-in), same timing and answer shape as get(). */
export function postForm(url, fields, { host, headers = {}, timeoutMs = 10_000 } = {}) {
  const body = new URLSearchParams(fields).toString();
  return request(url, { method: 'POST', host, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) }, body, timeoutMs });
}

/** A POST of a ready body (multipart, JSON, …) with its content type, same answer shape as get(). */
export function postBody(url, body, contentType, { host, headers = {}, timeoutMs = 30_000 } = {}) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return request(url, { method: 'POST', host, headers: { ...headers, 'content-type': contentType, 'content-length': String(bytes.length) }, body: bytes, timeoutMs });
}

/** A FormData (files included) as multipart bytes and their content type, for postBody(). */
export async function multipart(form) {
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

function request(url, { method, host, headers, agent, body, timeoutMs }, retried = false) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfbMs = null;
    const req = http.request(url, { method, agent, headers: host ? { ...headers, host } : headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => {
        if (ttfbMs === null) ttfbMs = performance.now() - started;
        chunks.push(chunk);
      });
      res.on('end', () => {
        const totalMs = performance.now() - started;
        resolve({ status: res.statusCode, headers: res.headers, ttfbMs: ttfbMs ?? totalMs, totalMs, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    // Bounded: a hung route must not hang the bench.
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', (error) => {
      // Node keeps sockets alive between requests; after a pause (the bench's own CPU figures)
      // the server may have closed the one reused here, which reads as "socket hang up". A GET
      // on such a socket is sent once more on a fresh one, as Node's documentation advises.
      if (!retried && method === 'GET' && req.reusedSocket && error.code === 'ECONNRESET') resolve(request(url, { method, host, headers, agent, body, timeoutMs }, true));
      else reject(error);
    });
    req.end(body);
  });
}
