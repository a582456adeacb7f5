import type { Context } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { Toucan } from 'toucan-js';
import { readEnvironment } from './environment';
import type { ShopEnv } from './shop-env';

const MAX_BREADCRUMBS = 25;
const SECRET_KEYS = /authorization|cookie|token|password|secret|credential/i;

/** Removes anything secret-looking before a report leaves the worker. */
export function scrubSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(scrubSecrets) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : scrubSecrets(inner)]),
    ) as T;
  }
  if (typeof value === 'string') return value.replace(/Bearer\s+[\w.-]+/g, 'Bearer [redacted]') as T;
  return value;
}

/**
 * Reports an unexpected error when a DSN is configured; silent without one. Headers, cookies and
 * the query string are not sent, and every string is scrubbed of bearer tokens.
 */
export function reportError(c: Context<ShopEnv>, error: unknown): void {
  const dsn = readEnvironment(c.env).SENTRY_DSN;
  if (!dsn) return;
  // Only origin and path: punch-out logins carry credentials in the query string.
  const url = new URL(c.req.url);
  const sentry = new Toucan({
    dsn,
    context: c.executionCtx,
    request: new Request(url.origin + url.pathname, { method: c.req.method }),
    environment: readEnvironment(c.env).ENVIRONMENT,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeSend: (event) => scrubSecrets(event),
    beforeBreadcrumb: (breadcrumb) => scrubSecrets(breadcrumb),
  });
  sentry.setTag('brand', c.var.brand?.id ?? 'unknown');
  sentry.setTag('mode', c.var.mode ?? 'NORMAL');
  sentry.setTag('requestId', c.var.requestId ?? '');
  sentry.captureException(error);
}

/** Reports from inside a page or action of the current request (silent outside one). */
export function reportRequestError(error: unknown): void {
  const c = tryGetContext<ShopEnv>();
  if (c) reportError(c, error);
}
