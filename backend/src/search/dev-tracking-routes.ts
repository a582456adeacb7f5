import { z } from 'zod';
import type { BackendEnv } from '../backend-env';
import { notFound } from '../lib/api-error';
import { createRouter } from '../lib/create-router';
import { validateQuery } from '../lib/validate';

/**
 * Development only: the events stored for one tracking id, newest first, so a developer (and the
 * tests) can see that what a page sent reached the service, under whose name. Outside
 * ENVIRONMENT=development it does not exist: the events say what a visitor looked at and bought.
 */
export const devTrackingRoutes = createRouter<BackendEnv>();

const TrackingQuery = z.object({ trackingId: z.string().regex(/^[A-Za-z0-9_-]{21}$/) });

devTrackingRoutes.get('/dev/tracking-events', validateQuery(TrackingQuery), async (c) => {
  if (c.env.ENVIRONMENT !== 'development') throw notFound();
  const { results } = await c.env.DB.prepare(
    `SELECT tracking_id AS trackingId, user_id AS userId, customer_id AS customerId, brand, type, article_number AS articleNumber,
            quantity, order_id AS orderId, list_name AS listName, created_at AS createdAt
     FROM tracking_events WHERE tracking_id = ?1 ORDER BY id DESC LIMIT 100`,
  )
    .bind(c.req.valid('query').trackingId)
    .all();
  return c.json({ data: results }, 200, { 'Cache-Control': 'no-store' });
});
