import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { MAX_TRACKING_BODY_BYTES, MAX_TRACKING_EVENTS, TRACKING_EVENTS_PATH, TrackingBatchSchema, type TrackingBatch } from '../../src/features/tracking';
import { reportError } from '../../src/lib/request/error-reporting';
import { servicesOf, waitUntilOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';

import { createEvents } from '../../src/lib/upstream/search/create-events';

import { EdgeError } from '../edge-error';
import { BodyTooLargeError, readLimitedText } from '../limited-body';
import { isSameOrigin } from './session/form-post';

/** Nobody waits for tracking; the call still ends well before the platform's waitUntil limit. */
const FORWARD_BUDGET_MS = 5_000;
/** sendBeacon sends a string as text/plain (no CORS preflight), a Blob or fetch as JSON. */
const ACCEPTED_TYPES = /^(?:application\/json|text\/plain)(?:;|$)/i;

/** Names the field that failed, never the value (the answer goes back to whoever sent it). */
const describeIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'Invalid batch';
};

async function readBatch(c: Context<ShopEnv>): Promise<TrackingBatch> {
  if (!ACCEPTED_TYPES.test(c.req.header('content-type') ?? '')) throw new EdgeError(415, 'unsupported_media_type', 'Send the batch as JSON');
  let text: string;
  try {
    text = await readLimitedText(c.req.raw, MAX_TRACKING_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new EdgeError(413, 'payload_too_large', `At most ${MAX_TRACKING_BODY_BYTES} bytes a batch`);
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new EdgeError(400, 'invalid_request', 'The batch is not JSON');
  }
  const events = (raw as { events?: unknown } | null)?.events;
  if (Array.isArray(events) && events.length > MAX_TRACKING_EVENTS) throw new EdgeError(413, 'too_many_events', `At most ${MAX_TRACKING_EVENTS} events a batch`);
  const parsed = TrackingBatchSchema.safeParse(raw);
  if (!parsed.success) throw new EdgeError(400, 'invalid_request', describeIssue(parsed.error));
  return parsed.data;
}

/**
 * Hands the batch to the search service as the visitor's session says who they are. A failure
 * is the spec's "tracking failure" (point 8): reported, never shown; the browser already has its 204.
 */
async function forwardBatch(c: Context<ShopEnv>, batch: TrackingBatch): Promise<void> {
  const session = c.var.session;
  try {
    await createEvents(servicesOf(c).search, {
      trackingId: batch.trackingId,
      events: batch.events,
      brand: c.var.brand.id,
      userId: session?.userId,
      customerId: session?.customerId,
      token: session ? c.var.accessToken : undefined,
      budgetMs: FORWARD_BUDGET_MS,
    });
  } catch (error) {
    reportError(c, new Error(`Tracking events not stored (${batch.events.length} events)`, { cause: error }));
  }
}

/**
 * POST /api/events: a batch of tracking events from one of our pages (spec points 4, 7 and 8).
 * The body says what happened; who it happened to (user, customer, brand) comes from the verified
 * session and the host, never from the body. Answers 204 as soon as the batch is read; storing it
 * runs after the answer, and its failure is reported, not shown. A post from another site is a
 * 403, a body that is not a batch a 400, too many bytes or events a 413; the rate limit
 * (RATE_LIMIT_TRACKING) answers 429 before any of this.
 */
export function registerTrackingEventsRoute(app: Hono<ShopEnv>): void {
  app.post(TRACKING_EVENTS_PATH, async (c) => {
    if (!isSameOrigin(c)) throw new EdgeError(403, 'forbidden_origin', 'Cross-site tracking post');
    const batch = await readBatch(c);
    waitUntilOf(c)(forwardBatch(c, batch));
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
