import type { TextKey } from '../texts';
import { bindFetch, type FetchBinding, type UpstreamService } from './upstream-service';

export type ServiceName = 'auth' | 'commerce' | 'cart' | 'order' | 'product' | 'search' | 'location' | 'content';

/** The configuration each service's base URL comes from (wrangler.toml [vars]). */
export interface UpstreamConfig {
  BACKEND?: FetchBinding;
  AUTH_BASE_URL: string;
  COMMERCE_BASE_URL: string;
  CART_BASE_URL: string;
  ORDER_BASE_URL: string;
  PRODUCT_BASE_URL: string;
  SEARCH_BASE_URL: string;
  LOCATION_BASE_URL: string;
  CONTENT_BASE_URL: string;
}

const BINDING_PREFIX = 'binding:';
/** Requests through a service binding need an absolute URL; its host is never resolved. */
const BINDING_ORIGIN = 'http://backend.internal';

const settings: Record<ServiceName, { key: keyof UpstreamConfig; defaultErrorKey?: TextKey }> = {
  auth: { key: 'AUTH_BASE_URL', defaultErrorKey: 'errors.auth_service_not_available' },
  commerce: { key: 'COMMERCE_BASE_URL' },
  cart: { key: 'CART_BASE_URL', defaultErrorKey: 'errors.cart_service_not_available' },
  order: { key: 'ORDER_BASE_URL', defaultErrorKey: 'errors.order_service_not_available' },
  product: { key: 'PRODUCT_BASE_URL' },
  search: { key: 'SEARCH_BASE_URL' },
  location: { key: 'LOCATION_BASE_URL' },
  content: { key: 'CONTENT_BASE_URL', defaultErrorKey: 'errors.content_service_not_available' },
};

/**
 * One upstream service from configuration: "binding:/prefix" goes through the BACKEND service
 * binding (the embedded backend), an https URL goes over the network. Swapping one for the other
 * is a configuration change only.
 */
export function upstreamService(config: UpstreamConfig, name: ServiceName): UpstreamService {
  const { key, defaultErrorKey } = settings[name];
  const base = String(config[key] ?? '');
  const viaBinding = base.startsWith(BINDING_PREFIX);
  if (viaBinding && !config.BACKEND) throw new Error(`${key} uses the BACKEND binding, which this worker lacks`);
  if (!viaBinding && !/^https?:\/\//.test(base)) throw new Error(`${key} must be "binding:/…" or an http(s) URL`);
  return {
    name,
    baseUrl: viaBinding ? BINDING_ORIGIN + base.slice(BINDING_PREFIX.length) : base,
    fetch: bindFetch(viaBinding ? config.BACKEND : undefined),
    ...(defaultErrorKey ? { defaultErrorKey } : {}),
  };
}
