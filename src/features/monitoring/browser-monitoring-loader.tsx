import 'server-only';
import { getRequestContext } from '../../lib/request';
import { BrowserMonitoring } from './browser-monitoring';

/** Browser error reporting goes where the worker's goes (SENTRY_DSN); without a DSN, nowhere. */
export function BrowserMonitoringLoader() {
  const { environment } = getRequestContext();
  if (!environment.SENTRY_DSN) return null;
  return <BrowserMonitoring dsn={environment.SENTRY_DSN} environment={environment.ENVIRONMENT} />;
}
