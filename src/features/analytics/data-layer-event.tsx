'use client';

import { useEffect } from 'react';
import { pushDataLayerEvent } from './data-layer';
import type { DataLayerEvent } from './ecommerce-events';
import { claimPurchase } from './purchase-once';

/**
 * Pushes one event prepared on the server (which decided what may leave it: no price for a buyer
 * with EJ_SE_PRISER) when the page shows. `eventKey` changes when the page means a new event
 * (another product, another step); a purchase is pushed once per order, never on a reload.
 */
export function DataLayerEventOnView({ event, eventKey }: { event: DataLayerEvent; eventKey: string }) {
  useEffect(() => {
    const orderId = event.event === 'purchase' ? (event.ecommerce?.transaction_id as string | undefined) : undefined;
    if (orderId !== undefined && !claimPurchase(orderId, window.localStorage)) return;
    pushDataLayerEvent(event);
    // The event is a value from the server; only a new key means a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventKey]);
  return null;
}
