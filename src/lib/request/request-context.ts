import 'server-only';
import type { Context } from 'hono';
import { SHOP_LANGUAGE_CONFIG } from '../../../domain/language/language-config';
import { permissionsOf, type Permissions } from '../auth/permissions';
import { readContentConfig, type ContentConfig } from '../upstream/content/content-config';
import { createServiceClients, observedFetch, type ServiceClients } from '../upstream/service-clients';
import { budgetFor, budgetKindOf } from '../upstream/upstream-budgets';
import { readEnvironment, type Environment } from './environment';
import { honoContext } from './hono-context';
import type { PunchoutSettings } from './punchout-settings';
import type { ShopEnv, ShopVariables } from './shop-env';
import { upstreamBindingsOf } from './upstream-delay';
import { markUpstreamFault } from './upstream-faults';

/**
 * Everything a server component, server action or edge route needs to know about its request
 * (Hydrogen's `context.ts` is the model): who asks (brand, mode, session, permissions), the
 * punch-out settings of a punch-out session, the validated environment, the shared cache, and
 * the eight service clients, built lazily once per request. Features read it here and never
 * touch the Hono context or build a client.
 */
export interface RequestContext extends Pick<ShopVariables, 'requestId' | 'brand' | 'mode' | 'noScript' | 'locale' | 'appVersion' | 'session' | 'flash' | 'notice' | 'pagePath'> {
  /** The address the visitor asked for (an RSC request carries the same origin). */
  url: URL;
  permissions: Permissions;
  /** The saved settings when this request is a punch-out session (mode PUNCHOUT), else undefined. */
  punchout: PunchoutSettings | undefined;
  environment: Environment;
  services: ServiceClients;
  /** Where this brand's content lives (space, environment, token); throws when misconfigured. */
  contentConfig: () => ContentConfig;
  /** The shared KV cache (content, menus): never anything per user. */
  cache: KVNamespace;
  /** Lets work (a stale cache entry's refresh, a report) finish after the response. */
  waitUntil: (promise: Promise<unknown>) => void;
}

const servicesByRequest = new WeakMap<Request, ServiceClients>();

/** The request's service clients; edge routes use this with their own Hono context. */
export function servicesOf(c: Context<ShopEnv>): ServiceClients {
  const known = servicesByRequest.get(c.req.raw);
  if (known) return known;
  // A page render (GET) gets the page budgets, a server action or form post the longer ones.
  const clients = createServiceClients(upstreamBindingsOf(c), budgetKindOf(c.req.method), { onFault: () => markUpstreamFault(c.req.raw) });
  servicesByRequest.set(c.req.raw, clients);
  return clients;
}

/** The platform's waitUntil, or running the work in place where there is none (tests, the build). */
export function waitUntilOf(c: Context<ShopEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    // Hono throws when the request carries no execution context.
    return (promise) => void promise.catch(() => undefined);
  }
}

/** The context of a request as the edge sees it; getRequestContext() is this for the current one. */
export function requestContextOf(c: Context<ShopEnv>): RequestContext {
  const { requestId, brand, mode, noScript, locale, appVersion, session, flash, notice, pagePath, punchoutSettings } = c.var;
  return {
    requestId,
    brand,
    mode,
    noScript: noScript ?? false,
    locale: locale ?? SHOP_LANGUAGE_CONFIG.defaultLocale,
    appVersion,
    session,
    flash,
    notice,
    pagePath,
    url: new URL(c.req.url),
    permissions: permissionsOf(session),
    punchout: mode === 'PUNCHOUT' ? punchoutSettings : undefined,
    environment: readEnvironment(c.env),
    services: servicesOf(c),
    contentConfig: () => {
      const config = readContentConfig(upstreamBindingsOf(c), brand.id);
      return { ...config, fetch: observedFetch(config.fetch, () => markUpstreamFault(c.req.raw)), deadlineMs: budgetFor('content', budgetKindOf(c.req.method)) };
    },
    cache: c.env.CACHE,
    waitUntil: waitUntilOf(c),
  };
}

/**
 * The one way server components and server actions read per-request data. The edge middleware in
 * worker/ fills it before Waku renders; outside a request (the build) there is none and this throws.
 */
export function getRequestContext(): RequestContext {
  return requestContextOf(honoContext());
}
