/**
 * The tracking contract's plain values, with no zod: the browser's sender imports these and must
 * stay small (issue 18's 8 KB budget); tracking-batch.ts builds the edge's schema from them.
 */

/** Where the browser posts its batch (worker/routes/tracking-events.ts). */
export const TRACKING_EVENTS_PATH = '/api/events';

/** At most this many events a batch; a browser with more sends two batches. */
export const MAX_TRACKING_EVENTS = 50;

/** Spec point 9 / storage keys: the tracking id lives in local storage under this key. */
export const TRACKING_ID_KEY = '_l54a';

/** Spec point 9: the id is 21 characters. */
export const TRACKING_ID_LENGTH = 21;

export const TRACKING_EVENT_TYPES = ['click', 'addtocart', 'purchase'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** One event as the browser sends it; the edge's TrackingBatchSchema is the checked form. */
export interface OutgoingTrackingEvent {
  type: TrackingEventType;
  entity: { type: 'variant'; id: string };
  quantity: number;
  orderId?: string;
  listName?: string;
}
