import { request } from 'node:http';
import { inject } from 'vitest';
import { readableBody } from './assembled-html';
import { isDroppedByDevProxy, sendUntilNotDropped } from './dropped-proxy-request';

export interface ShopResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** An HTML page as the browser ends up with it (streamed parts in place); any other body as sent. */
  body: string;
  /** The bytes as the shop sent them, streamed parts at the end (from `shopRequest`). */
  streamedBody?: string;
}

type ShopRequestOptions = { host?: string; method?: string; headers?: Record<string, string>; body?: string; origin?: string };

/**
 * Sends a request to the running shop with any Host header (Node's fetch will not set Host), so a
 * test can be any brand: `shopRequest('/cart', { host: 'virke.localhost' })`. A request the local
 * dev proxy dropped is sent again (tests/support/dropped-proxy-request.ts says why).
 */
export function shopRequest(path: string, options: ShopRequestOptions = {}): Promise<ShopResponse> {
  return sendUntilNotDropped(() => sendOnce(path, options), isDroppedShopAnswer);
}

/** Whether the shop's answer is the local dev proxy's word for a request it dropped. */
export const isDroppedShopAnswer = (answer: ShopResponse): boolean => isDroppedByDevProxy(answer.status, String(answer.headers['content-type'] ?? ''), answer.body);

function sendOnce(path: string, options: ShopRequestOptions): Promise<ShopResponse> {
  const origin = new URL(options.origin ?? inject('shopOrigin'));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: options.method ?? 'GET',
        // A fresh connection per request: a kept-alive socket that the server closed while a test
        // was busy elsewhere (a slow spawnSync on a loaded machine) fails as "socket hang up".
        agent: false,
        headers: { host: options.host ?? 'localhost', ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: readableBody(body, res.headers), streamedBody: body });
        });
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
