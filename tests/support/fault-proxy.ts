import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A small HTTP proxy between the shop and the backend that can break one service on command.
 * Each service gets its own path prefix (`/cart/…` → backend `/…`), so the shop's CART_BASE_URL
 * `http://127.0.0.1:<port>/cart` reaches the backend through it, and `fail('cart', 'stall')` makes
 * only that service stall (never answer), drop (close the connection) or answer 503 or 404. `empty`
 * answers 200 with an empty list (`{"data":[]}`), a service that works but has nothing. A fault
 * may be narrowed to one method and path (`{ method: 'PUT', path: /\/delivery\// }`), so a test
 * can break one call of a service while the page's other calls to it still work.
 */
export type Fault = 'none' | 'stall' | 'drop' | '503' | '404' | 'empty';

/** Which requests of the service the fault hits; none given: all of them. */
export interface FaultScope {
  method?: string;
  /** Tested against the path the backend sees (without the service prefix), query included. */
  path?: RegExp;
}

export interface FaultProxy {
  origin: string;
  /** The base URL a service's *_BASE_URL variable points at. */
  baseUrl(service: string): string;
  fail(service: string, fault: Fault, scope?: FaultScope): void;
  heal(): void;
  stop(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const faults = new Map<string, { fault: Fault; scope: FaultScope }>();
  const sockets = new Set<Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const to = new URL(path, target);
    const headers = { ...req.headers, host: to.host };
    const upstream = request(to, { method: req.method, headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const match = /^\/([a-z]+)(\/.*)?$/.exec(req.url ?? '/');
    const service = match?.[1] ?? '';
    const path = match?.[2] ?? '/';
    const set = faults.get(service);
    const hits = set && (!set.scope.method || set.scope.method === req.method) && (!set.scope.path || set.scope.path.test(path));
    const fault = hits ? set.fault : 'none';
    if (fault === 'stall') return; // keeps the socket open and never answers
    if (fault === 'drop') return req.socket.destroy();
    if (fault === '503') return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    if (fault === '404') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"sys":{"type":"Error","id":"NotFound"},"message":"The resource could not be found."}');
    if (fault === 'empty') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    forward(req, res, path);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('fault proxy has no port');
  const origin = `http://127.0.0.1:${address.port}`;

  return {
    origin,
    baseUrl: (service) => `${origin}/${service}`,
    fail: (service, fault, scope = {}) => void faults.set(service, { fault, scope }),
    heal: () => faults.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
