import 'server-only';
import type { Context } from 'hono';
import { parseUpstreamDelay, UPSTREAM_DELAY_HEADER } from '../../../domain/dev/upstream-delay';
import { delayedBackend } from '../upstream/delayed-backend';
import { readEnvironment } from './environment';
import type { ShopBindings, ShopEnv } from './shop-env';

/**
 * The bindings a request's upstream clients are built from. In local development a request may
 * ask for slow upstream services (header x-dev-upstream-delay-ms, or DEV_UPSTREAM_DELAY_MS for the
 * whole worker): then every call through the BACKEND binding carries the header on, and the
 * embedded backend waits that long before answering. Anywhere else the bindings are returned as
 * they are, so production never sees the switch.
 */
export function upstreamBindingsOf(c: Context<ShopEnv>): ShopBindings {
  if (!readEnvironment(c.env).isLocalDevelopment) return c.env;
  const delayMs = parseUpstreamDelay(c.req.header(UPSTREAM_DELAY_HEADER) ?? c.env.DEV_UPSTREAM_DELAY_MS);
  if (delayMs === 0) return c.env;
  return { ...c.env, BACKEND: delayedBackend(c.env.BACKEND, delayMs) as Fetcher };
}
