import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A small HTTP proxy between the shop and the backend that can break one service on command.
 * Each service gets its own path prefix (`/cart/…` → backend `/…`), so the shop's CART_BASE_URL
 * `http://127.0.0.1:<port>/cart` reaches the backend through it, and `fail('cart', 'stall')` makes
 * only that service stall (never answer), drop (close the connection) or answer 503 or 404.
 * `fail('content', '404', '/tags')` breaks only that service's requests whose path contains `/tags`.
 */
export type Fault = 'none' | 'stall' | 'drop' | '503' | '404';

export interface FaultProxy {
  origin: string;
  /** The base URL a service's *_BASE_URL variable points at. */
  baseUrl(service: string): string;
  fail(service: string, fault: Fault, onlyPathsWith?: string): void;
  heal(): void;
  stop(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const faults = new Map<string, { fault: Fault; onlyPathsWith: string | undefined }>();
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
    const set = faults.get(service);
    const fault = set && (!set.onlyPathsWith || (match?.[2] ?? '').includes(set.onlyPathsWith)) ? set.fault : 'none';
    if (fault === 'stall') return; // keeps the socket open and never answers
    if (fault === 'drop') return req.socket.destroy();
    if (fault === '503') return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    if (fault === '404') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"sys":{"type":"Error","id":"NotFound"},"message":"The resource could not be found."}');
    forward(req, res, match?.[2] ?? '/');
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
    fail: (service, fault, onlyPathsWith) => void faults.set(service, { fault, onlyPathsWith }),
    heal: () => faults.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
