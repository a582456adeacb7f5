import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * One GET with an explicit Host header, timing the first body byte. Uses node:http rather than
 * fetch because fetch (undici) asks for gzip by default, and local wrangler buffers a gzipped
 * response whole, which would hide whether the page streams. No Accept-Encoding is sent here.
 *
 * Resolves { status, ttfbMs, totalMs, body } where ttfbMs runs from just before the request is
 * created to the first 'data' chunk of the body (or the end, for an empty body).
 */
export function get(url, { host, agent, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfbMs = null;
    const req = http.request(url, { method: 'GET', agent, headers: host ? { host } : {} }, (res) => {
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
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
