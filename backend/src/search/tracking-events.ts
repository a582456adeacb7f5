import { z } from 'zod';

/** Spec point 9: the tracking id is 21 random characters (nanoid's URL-safe alphabet). */
const TrackingId = z.string().regex(/^[A-Za-z0-9_-]{21}$/, 'Expected a 21-character tracking id');

const EventSchema = z
  .object({
    type: z.enum(['click', 'addtocart', 'purchase']),
    entity: z.object({ type: z.literal('variant'), id: z.string().trim().regex(/^\d{1,20}$/, 'Expected an article number') }),
    quantity: z.number().positive().max(1_000_000),
    orderId: z.string().trim().min(1).max(40).optional(),
    listName: z.string().trim().min(1).max(60).optional(),
  })
  // Spec point 5: purchase events need an order id.
  .refine((event) => event.type !== 'purchase' || event.orderId !== undefined, { message: 'orderId: Required for purchase events', path: ['orderId'] });

export const TrackingBodySchema = z.object({
  trackingId: TrackingId,
  /** The brand the shop showed (its id, e.g. "ljus"). */
  brand: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Expected a brand id').optional(),
  /** The customer the buyer worked in: one of the bearer token's customers (tracking-identity.ts). */
  customerId: z.string().trim().min(1).max(64).optional(),
  events: z.array(EventSchema).min(1).max(50),
});
export type TrackingBody = z.infer<typeof TrackingBodySchema>;

/** Who the events belong to, as the caller's token proved it; anonymous visitors have neither. */
export interface TrackingIdentity {
  userId: string | null;
  customerId: string | null;
}

/** Stores the events in one statement (D1 allows 100 bound parameters: the batch goes as JSON). */
export async function storeTrackingEvents(db: D1Database, body: TrackingBody, identity: TrackingIdentity): Promise<number> {
  const events = body.events.map((event) => ({ type: event.type, article: event.entity.id, quantity: event.quantity, orderId: event.orderId ?? null, listName: event.listName ?? null }));
  await db
    .prepare(
      `INSERT INTO tracking_events (tracking_id, user_id, customer_id, brand, type, article_number, quantity, order_id, list_name, created_at)
       SELECT ?1, ?2, ?3, ?4, e.value ->> 'type', e.value ->> 'article', e.value ->> 'quantity', e.value ->> 'orderId', e.value ->> 'listName', ?5 FROM json_each(?6) e`,
    )
    .bind(body.trackingId, identity.userId, identity.customerId, body.brand ?? null, Date.now(), JSON.stringify(events))
    .run();
  return events.length;
}
