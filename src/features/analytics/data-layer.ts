import type { DataLayerEvent } from './ecommerce-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Fired on window after each push, for the development panel (dev-data-layer-panel.tsx). */
export const DATA_LAYER_PUSHED = 'shop:datalayer';

/**
 * The one way the shop writes to the tag manager's data layer (decision 036). Consent gating
 * wraps this function later: nothing else touches window.dataLayer. An e-commerce event clears
 * the previous ecommerce object first, as GA4 asks, so no field of one event leaks into the next.
 */
export function pushDataLayerEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  if (event.ecommerce) layer.push({ ecommerce: null });
  layer.push(event);
  window.dispatchEvent(new CustomEvent(DATA_LAYER_PUSHED, { detail: event }));
}
