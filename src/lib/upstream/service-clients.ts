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
export function createServiceClients(config: UpstreamConfig, budget: BudgetKind = 'background'): ServiceClients {
  const built = new Map<ServiceName, UpstreamService>();
  const clients = {} as Record<ServiceName, UpstreamService>;
  for (const name of SERVICE_NAMES) {
    Object.defineProperty(clients, name, {
      enumerable: true,
      get() {
        const known = built.get(name);
        if (known) return known;
        const service = { ...upstreamService(config, name), budgetMs: budgetFor(name, budget) };
        built.set(name, service);
        return service;
      },
    });
  }
  return clients;
}
