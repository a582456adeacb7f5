'use client';

import { useEffect } from 'react';
import { pushDataLayerEvent } from './data-layer';
import type { DataLayerEvent } from './ecommerce-events';
import { claimPurchase } from './purchase-once';

/**
 * Pushes events prepared on the server (which decided what may leave it: no price for a buyer
 * with EJ_SE_PRISER) when the page shows. `eventKey` changes when the page means a new view
 * (another product, another step); a purchase is pushed once per order, never on a reload.
 */
export function DataLayerEventOnView({ events, eventKey }: { events: DataLayerEvent[]; eventKey: string }) {
  useEffect(() => {
    for (const event of events) {
      const orderId = event.event === 'purchase' ? String(event.ecommerce?.transaction_id ?? '') : undefined;
      if (orderId !== undefined && !claimPurchase(orderId, window.localStorage)) continue;
      pushDataLayerEvent(event);
    }
    // The events are a value from the server; only a new key means a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventKey]);
  return null;
}
