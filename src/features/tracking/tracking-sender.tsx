'use client';

import { useEffect } from 'react';
import { DATA_LAYER_PUSHED } from '../analytics';
import { trackingEventsFrom } from './tracking-events-from-data-layer';
import { readOrCreateTrackingId } from './tracking-id';
import { TRACKING_EVENTS_PATH, type OutgoingTrackingEvent } from './tracking-limits';
import { createTrackingQueue } from './tracking-queue';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * A string body goes as text/plain (no preflight; the edge accepts it). sendBeacon survives the
 * page being closed; where it refuses (too much queued), a keepalive fetch does the same job.
 */
function sendBatch(events: OutgoingTrackingEvent[]): void {
  const body = JSON.stringify({ trackingId: readOrCreateTrackingId(storage()), events });
  if (navigator.sendBeacon?.(TRACKING_EVENTS_PATH, body)) return;
  void fetch(TRACKING_EVENTS_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

/**
 * The browser side of tracking (issue 18, spec points 4 and 7). It hears every data-layer push
 * that passed the gate (so the brand's tag manager and consent decide for tracking too), keeps the
 * click, addtocart and purchase events, and sends them when the page is hidden or left. Rendered
 * before <DataLayerGate /> so it listens before the gate releases what it held.
 */
export function TrackingSender() {
  useEffect(() => {
    const queue = createTrackingQueue(sendBatch);
    const onPushed = (event: Event) => queue.add(trackingEventsFrom((event as CustomEvent).detail ?? {}));
    const onHidden = () => {
      if (document.visibilityState === 'hidden') queue.flush();
    };
    window.addEventListener(DATA_LAYER_PUSHED, onPushed);
    window.addEventListener('pagehide', queue.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      queue.flush();
      window.removeEventListener(DATA_LAYER_PUSHED, onPushed);
      window.removeEventListener('pagehide', queue.flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return null;
}
