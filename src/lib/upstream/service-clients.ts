import { budgetFor, type BudgetKind } from './upstream-budgets';
import { upstreamService, type ServiceName, type UpstreamConfig } from './upstream-services';
import type { UpstreamService } from './upstream-service';

/** The eight services, each built on first use. */
export type ServiceClients = Readonly<Record<ServiceName, UpstreamService>>;

const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'commerce', 'cart', 'order', 'product', 'search', 'location', 'content'];

/**
 * The clients of one request: a service is built (its base URL read and checked) the first time
 * the request asks for it, then reused. The request context holds one of these per request; no
 * feature builds a client itself. Every call of a client is bounded by the budget of what the
 * request is (a page render, a server action, background work; upstream-budgets.ts).
 */
export function createServiceClients(config: UpstreamConfig, budget: BudgetKind = 'background', options: { onFault?: () => void } = {}): ServiceClients {
  const built = new Map<ServiceName, UpstreamService>();
  const clients = {} as Record<ServiceName, UpstreamService>;
  for (const name of SERVICE_NAMES) {
    Object.defineProperty(clients, name, {
      enumerable: true,
      get() {
        const known = built.get(name);
        if (known) return known;
        const base = upstreamService(config, name);
        const service = { ...base, fetch: observedFetch(base.fetch, options.onFault), budgetMs: budgetFor(name, budget) };
        built.set(name, service);
        return service;
      },
    });
  }
  return clients;
}

/**
 * Tells `onFault` about every answer of 500 or more and every call that threw (time-out, lost
 * connection): the edge cache keeps no page whose render met one (decision 039).
 */
export function observedFetch(fetch: UpstreamService['fetch'], onFault: (() => void) | undefined): UpstreamService['fetch'] {
  if (!onFault) return fetch;
  return async (request) => {
    try {
      const response = await fetch(request);
      if (response.status >= 500) onFault();
      return response;
    } catch (error) {
      onFault();
      throw error;
    }
  };
}
