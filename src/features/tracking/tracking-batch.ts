import { z } from 'zod';
import { TRACKING_EVENT_TYPES } from './tracking-limits';

/**
 * The contract between the browser's tracking (spec points 4 and 7: click, addtocart and purchase,
 * batched and sent with sendBeacon or a keepalive fetch) and the shop's edge route that forwards
 * them to the search service's POST /createEvents. Client-safe: the browser side builds its batch
 * from these types. Who sent the events is not in it: the edge takes the user, customer and brand
 * from the verified session, so a body that names anyone is refused.
 */

export { MAX_TRACKING_EVENTS, TRACKING_EVENTS_PATH } from './tracking-limits';
/** A full batch of 50 events is about 5 KB; anything beyond this is not one of ours. */
export const MAX_TRACKING_BODY_BYTES = 16 * 1024;

/** Spec point 9: 21 random URL-safe characters, kept in local storage under '_l54a'. */
export const TrackingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{21}$/);

export { TRACKING_EVENT_TYPES };

const TrackingEventSchema = z
  .strictObject({
    type: z.enum(TRACKING_EVENT_TYPES),
    // Spec point 3: the entity is a variant, by article number.
    entity: z.strictObject({ type: z.literal('variant'), id: z.string().regex(/^\d{1,20}$/) }),
    // Spec point 5: sent only with article number and quantity.
    quantity: z.number().positive().max(1_000_000),
    orderId: z.string().trim().min(1).max(40).optional(),
    // Spec point 9's list names (cart_list, product_list, …) and others of the same shape.
    listName: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/).optional(),
  })
  // Spec point 5: a purchase needs its order id.
  .refine((event) => event.type !== 'purchase' || event.orderId !== undefined, { message: 'A purchase needs its orderId', path: ['orderId'] });

export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** Event count is checked apart from the shape: too many is "too large" (413), not "malformed". */
export const TrackingBatchSchema = z.strictObject({
  trackingId: TrackingIdSchema,
  events: z.array(TrackingEventSchema).min(1),
});

export type TrackingBatch = z.infer<typeof TrackingBatchSchema>;
