import { request } from 'node:http';
import { inject } from 'vitest';
import type { ShopResponse } from './shop-client';

export interface RawRequest {
  method: string;
  path: string;
  host: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends a request exactly as given (any method, path as written, any Host) with its body framed
 * by Content-Length: Node sends the body of a DELETE or OPTIONS unframed otherwise, and the
 * server would read it as the next request on the connection. Each request has a connection of its
 * own (`agent: false`, as in backend-cart-api.ts): on a kept-alive one a request could go out just
 * as wrangler dev closed it for idling ("socket hang up" in a 1,760-post sweep on a loaded machine,
 * 2026-12-03). A connection error comes back as status 0 with the error in the body, so a sweep
 * can count it instead of stopping.
 */
export function sendRaw(raw: RawRequest): Promise<ShopResponse> {
  const origin = new URL(inject('shopOrigin'));
  const headers: Record<string, string> = { host: raw.host, ...raw.headers };
  if (raw.body !== undefined) headers['content-length'] = String(Buffer.byteLength(raw.body));
  return new Promise((resolve) => {
    const req = request({ host: origin.hostname, port: origin.port, path: raw.path, method: raw.method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: `connection error: ${error.message}` }));
    req.end(raw.body);
  });
}

/** Runs `work` over `items`, at most `concurrency` at a time, keeping the order of the answers. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
