import type { Hono } from 'hono';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';

/** GET /healthz: the shop is up; `backend` tells whether the embedded backend answers. */
export function registerHealthRoute(app: Hono<ShopEnv>): void {
  app.get('/healthz', async (c) => {
    let backend: 'ok' | 'down' = 'down';
    try {
      const res = await c.env.BACKEND.fetch('http://backend/healthz', { signal: AbortSignal.timeout(2000) });
      backend = res.ok ? 'ok' : 'down';
    } catch {
      backend = 'down';
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', backend, requestId: c.var.requestId });
  });
}

/**
 * GET /api/diagnostics/error (development only): throws, so the error path (report + Swedish 500
 * page without details) can be checked end to end against the running worker.
 */
export function registerDiagnosticsRoute(app: Hono<ShopEnv>): void {
  app.get('/api/diagnostics/error', (c) => {
    if (!readEnvironment(c.env).isLocalDevelopment) return c.notFound();
    throw new Error('diagnostics-secret: a deliberate failure');
  });
}

/**
 * GET /api/dev/email-outbox?to= (development only): the e-mails the embedded auth service would
 * have sent (activation and reset links), read from its outbox, so a developer can follow them.
 */
export function registerDevOutboxRoute(app: Hono<ShopEnv>): void {
  app.get('/api/dev/email-outbox', async (c) => {
    if (!readEnvironment(c.env).isLocalDevelopment) return c.notFound();
    const to = c.req.query('to') ?? '';
    const res = await c.env.BACKEND.fetch(`http://backend.internal/dev/email-outbox?to=${encodeURIComponent(to)}`);
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  });
}
