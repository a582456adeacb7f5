import { init } from '@sentry/browser';
import { scrubBreadcrumb, scrubReport } from './scrub-report';

export interface MonitoringSettings {
  dsn: string;
  environment: string;
}

/**
 * Browser error reporting to the worker's DSN (issue 18, spec point 9: breadcrumbs at most 25).
 * Loaded lazily after the page is idle; the replay parts are not in this chunk (sentry-replay.ts).
 */
export function startErrorReporting({ dsn, environment }: MonitoringSettings): void {
  init({
    dsn,
    environment,
    maxBreadcrumbs: 25,
    // No user, cookies, headers, bodies or query parameters, whatever an integration would add.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // Read when replay is added after consent: every session with an error, a tenth of the others.
    replaysOnErrorSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}
