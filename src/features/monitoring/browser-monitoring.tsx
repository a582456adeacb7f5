'use client';

import { useEffect } from 'react';
import { waitForConsentScript } from '../consent';
import type { MonitoringSettings } from './sentry-browser';

/**
 * Starts browser error reporting once the page is idle, so the SDK never competes with the first
 * paint, then session replay if the consent script says C0003 within 5 s. A change of that
 * consent reloads the page (features/consent), so replay never starts or stops mid-page.
 */
export function BrowserMonitoring(settings: MonitoringSettings) {
  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      const { startErrorReporting } = await import('./sentry-browser');
      if (cancelled) return;
      startErrorReporting(settings);
      // What runs, on <html> for support staff and tests: "errors", then "errors replay".
      document.documentElement.dataset.monitoring = 'errors';
      const groups = await waitForConsentScript();
      if (cancelled || !groups?.includes('C0003')) return;
      (await import('./sentry-replay')).startReplay();
      document.documentElement.dataset.monitoring = 'errors replay';
    };
    const idle = window.requestIdleCallback?.(() => void start(), { timeout: 3000 }) ?? window.setTimeout(() => void start(), 1000);
    return () => {
      cancelled = true;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [settings.dsn, settings.environment]);
  return null;
}
