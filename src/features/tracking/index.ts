// The tracking feature's public face (client-safe): what the browser sends to the edge.
export {
  MAX_TRACKING_BODY_BYTES,
  MAX_TRACKING_EVENTS,
  TRACKING_EVENT_TYPES,
  TRACKING_EVENTS_PATH,
  TrackingBatchSchema,
  TrackingIdSchema,
  type TrackingBatch,
  type TrackingEvent,
} from './tracking-batch';
export { TRACKING_ID_KEY } from './tracking-limits';
