import { MAX_TRACKING_EVENTS, type OutgoingTrackingEvent } from './tracking-limits';

export interface TrackingQueue {
  add(events: readonly OutgoingTrackingEvent[]): void;
  /** Sends what waits, in batches of at most the edge's limit; nothing waiting sends nothing. */
  flush(): void;
  readonly pending: number;
}

/**
 * Events wait here until the page is left or hidden, or a batch is full (spec point 7: batched,
 * so leaving the page loses none). `send` gets one batch's events at a time.
 */
export function createTrackingQueue(send: (events: OutgoingTrackingEvent[]) => void, batchSize = MAX_TRACKING_EVENTS): TrackingQueue {
  const waiting: OutgoingTrackingEvent[] = [];
  const flush = () => {
    while (waiting.length > 0) send(waiting.splice(0, batchSize));
  };
  return {
    add(events) {
      waiting.push(...events);
      while (waiting.length >= batchSize) send(waiting.splice(0, batchSize));
    },
    flush,
    get pending() {
      return waiting.length;
    },
  };
}
