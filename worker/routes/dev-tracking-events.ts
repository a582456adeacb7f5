import type { Hono } from 'hono';
import { TrackingIdSchema } from '../../src/features/tracking';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { renderErrorResponse } from '../error-response';

/**
 * GET /api/dev/tracking-events?trackingId= (development only): what the embedded search service
 * stored for a tracking id (the browser's '_l54a'), with the user, customer and brand the edge
 * attached, so a developer and the tests can follow a batch from POST /api/events to D1. On a
 * deployed shop it is a 404.
 */
export function registerDevTrackingEventsRoute(app: Hono<ShopEnv>): void {
  app.get('/api/dev/tracking-events', async (c) => {
    if (!readEnvironment(c.env).isLocalDevelopment) return c.notFound();
    const trackingId = TrackingIdSchema.safeParse(c.req.query('trackingId'));
    if (!trackingId.success) return renderErrorResponse(c, 400);
    const res = await c.env.BACKEND.fetch(`http://backend.internal/dev/tracking-events?trackingId=${trackingId.data}`);
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  });
}
