import { onConsentChange, whenGranted } from '../consent';
import type { DataLayerEvent } from './ecommerce-events';

/**
 * Whether data-layer events may go out (spec point 5, issue 18): not at all for a brand without
 * a tag manager id, only after the statistics group (C0002) where the brand waits for consent.
 * Events pushed before the page knows (a page's own events run before the layout's) wait here;
 * a visitor who grants C0002 on this page releases them, one who declines drops them.
 */
type Gate = 'unknown' | 'closed' | 'waiting' | 'open';

let gate: Gate = 'unknown';
const held: DataLayerEvent[] = [];

export function passThroughGate(event: DataLayerEvent, push: (event: DataLayerEvent) => void): void {
  if (gate === 'open') push(event);
  else if (gate !== 'closed') held.push(event);
}

/** Called once per page by <DataLayerGate />; returns its clean-up. */
export function configureGate({ enabled, waitForConsent }: { enabled: boolean; waitForConsent: boolean }, push: (event: DataLayerEvent) => void): () => void {
  const open = () => {
    gate = 'open';
    for (const event of held.splice(0)) push(event);
  };
  if (!enabled) {
    gate = 'closed';
    held.length = 0;
    return () => undefined;
  }
  if (!waitForConsent) {
    open();
    return () => undefined;
  }
  gate = 'waiting';
  const stopWaiting = whenGranted('C0002', open);
  const stopDropping = onConsentChange((groups) => {
    if (!groups.includes('C0002')) held.length = 0;
  });
  return () => {
    stopWaiting();
    stopDropping();
  };
}
