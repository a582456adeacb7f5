'use client';

import { useEffect } from 'react';
import { pushNow } from './data-layer';
import { configureGate } from './data-layer-gate';

/** Tells the data layer what this brand's tag manager and consent allow (data-layer-gate.ts). */
export function DataLayerGate({ enabled, waitForConsent }: { enabled: boolean; waitForConsent: boolean }) {
  useEffect(() => configureGate({ enabled, waitForConsent }, pushNow), [enabled, waitForConsent]);
  return null;
}
