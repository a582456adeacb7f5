import { passThroughGate } from './data-layer-gate';
import type { DataLayerEvent } from './ecommerce-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Fired on window after each push, for the development panel (dev-data-layer-panel.tsx). */
export const DATA_LAYER_PUSHED = 'shop:datalayer';

/**
 * The one way the shop writes to the tag manager's data layer (decision 036): nothing else
 * touches window.dataLayer. It passes the brand's tag manager and consent gate first
 * (data-layer-gate.ts).
 */
export function pushDataLayerEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  passThroughGate(event, pushNow);
}

/**
 * An e-commerce event clears the previous ecommerce object first, as GA4 asks, so no field of
 * one event leaks into the next.
 */
export function pushNow(event: DataLayerEvent): void {
  const layer = (window.dataLayer ??= []);
  if (event.ecommerce) layer.push({ ecommerce: null });
  layer.push(event);
  window.dispatchEvent(new CustomEvent(DATA_LAYER_PUSHED, { detail: event }));
}
