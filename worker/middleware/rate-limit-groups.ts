import { TRACKING_EVENTS_PATH } from '../../src/features/tracking';
import type { TextKey } from '../../src/lib/texts';
import type { ShopBindings } from '../../src/lib/request/shop-env';

export type RateLimitBindingName = 'RATE_LIMIT_SIGN_IN' | 'RATE_LIMIT_PASSWORD' | 'RATE_LIMIT_FORMS' | 'RATE_LIMIT_PUNCHOUT' | 'RATE_LIMIT_SEARCH_SUGGEST' | 'RATE_LIMIT_TRACKING';

/**
 * A set of edge routes that share one budget per client address. The budget itself (requests per
 * 10 or 60 seconds) is the binding's, in wrangler.toml's [[ratelimits]], so it changes without a
 * code change; the numbers there are set so that a person never meets them and a script does.
 */
export interface RateLimitGroup {
  name: string;
  binding: RateLimitBindingName & keyof ShopBindings;
  /** The binding's period, for Retry-After (wrangler.toml allows 10 or 60). */
  periodSeconds: 10 | 60;
  /** The catalogue sentence the 429 answer shows. */
  message: TextKey;
  matches(method: string, path: string): boolean;
}

const post = (method: string) => method === 'POST';
const read = (method: string) => method === 'GET' || method === 'HEAD';

export const RATE_LIMIT_GROUPS: readonly RateLimitGroup[] = [
  {
    name: 'sign-in',
    binding: 'RATE_LIMIT_SIGN_IN',
    periodSeconds: 60,
    message: 'errors.too_many_attempts',
    matches: (method, path) => post(method) && (path === '/api/session/sign-in' || path === '/api/session/new-password'),
  },
  {
    name: 'password',
    binding: 'RATE_LIMIT_PASSWORD',
    periodSeconds: 60,
    message: 'errors.too_many_requests',
    matches: (method, path) => post(method) && (path === '/api/session/forgot-password' || path === '/api/session/activate'),
  },
  {
    name: 'forms',
    binding: 'RATE_LIMIT_FORMS',
    periodSeconds: 60,
    message: 'errors.too_many_requests',
    matches: (method, path) => post(method) && /^\/api\/forms\/[^/]+\/submissions$/.test(path),
  },
  {
    name: 'punchout',
    binding: 'RATE_LIMIT_PUNCHOUT',
    periodSeconds: 60,
    message: 'errors.too_many_requests',
    matches: (method, path) =>
      (path === '/punchout' && (post(method) || read(method))) || (path === '/punchout/cxml' && post(method)) || (path.startsWith('/punchout/cxml/start/') && read(method)),
  },
  {
    name: 'search-suggest',
    binding: 'RATE_LIMIT_SEARCH_SUGGEST',
    periodSeconds: 10,
    message: 'errors.too_many_requests',
    matches: (method, path) => read(method) && path === '/api/search/suggest',
  },
  {
    name: 'tracking',
    binding: 'RATE_LIMIT_TRACKING',
    periodSeconds: 60,
    message: 'errors.too_many_requests',
    matches: (method, path) => post(method) && path === TRACKING_EVENTS_PATH,
  },
];

/** The group a request counts against, if any. */
export const rateLimitGroupOf = (method: string, path: string): RateLimitGroup | undefined =>
  RATE_LIMIT_GROUPS.find((group) => group.matches(method, path));
