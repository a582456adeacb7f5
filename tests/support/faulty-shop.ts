import { rmSync } from 'node:fs';
import { request } from 'node:http';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { freshDatabase } from '../../scripts/lib/database.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { startShop } from '../../scripts/lib/shop-server.mjs';
import { readableBody } from './assembled-html';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { KEEP_WARM_MS } from './global-setup';

/** Every upstream service and the variable its base URL comes from. */
export const SERVICES = ['auth', 'commerce', 'cart', 'order', 'product', 'search', 'location', 'content'] as const;

/**
 * A second shop whose eight services reach the backend (started alone by the integration setup)
 * over HTTP through a fault proxy instead of the BACKEND binding, so a test can stall, drop or
 * fail one service at a time. Its own D1 only answers /healthz. `extraVars` set more of its
 * [vars] (e.g. SENTRY_DSN, to catch what it reports).
 */
export async function startFaultyShop(backendOrigin: string, extraVars: Record<string, string> = {}): Promise<{ origin: string; proxy: FaultProxy; stop: () => Promise<void> }> {
  const proxy = await startFaultProxy(backendOrigin);
  const state = `.tmp/test-faulty-shop-${process.pid}-${Date.now()}`;
  await freshDatabase(state, { quiet: true });
  const vars = { ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_BASE_URL`, proxy.baseUrl(service)])), ...extraVars };
  const shop = await startShop({ port: await freePort(), persistTo: state, quiet: true, vars, keepWarmMs: KEEP_WARM_MS });
  return {
    origin: shop.origin,
    proxy,
    stop: async () => {
      await Promise.all([shop.stop(), proxy.stop()]);
      rmSync(state, { recursive: true, force: true });
    },
  };
}

export interface TimedResponse {
  status: number;
  /** Time to the first byte of the answer (its status line and headers). */
  ttfbMs: number;
  totalMs: number;
  /** An HTML page as the browser ends up with it (streamed parts in place). */
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A request to the faulty shop that measures time to first byte and to the end of the body. */
export function timedRequest(origin: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<TimedResponse> {
  const url = new URL(path, origin);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? 'GET', agent: false, headers: { host: 'localhost', ...options.headers } },
      (res) => {
        const ttfbMs = performance.now() - start;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, ttfbMs, totalMs: performance.now() - start, body: readableBody(body, res.headers), headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

/**
 * What a page had sent when `marker` first arrived, and whether the answer was over by then: a
 * part that waits for a stalled service cannot be in it unless the page held its frame back.
 */
export function frameUntil(origin: string, path: string, marker: string, cookie: string): Promise<{ frame: string; endedWithIt: boolean; body: string }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent: false, headers: { host: 'localhost', cookie } }, (res) => {
      let body = '';
      let frame: string | undefined;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        frame ??= body.includes(marker) ? body : undefined;
      });
      res.on('end', () => {
        const endedWithIt = frame !== undefined && frame.length === body.length;
        resolve({ frame: frame ?? '', endedWithIt, body: readableBody(body, res.headers) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
