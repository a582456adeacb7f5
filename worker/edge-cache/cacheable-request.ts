import { CONSENT_COOKIE } from '../../src/features/consent/consent-groups';
import { LANGUAGE_COOKIE } from '../../domain/language/language-config';
import { matchRoute } from '../../src/lib/routes/match-route';
import type { UiMode } from '../../src/lib/ui-mode';

/**
 * Cookies the server never renders from: the language (it is in the cache key), and the consent
 * choice, OneTrust's and the analytics cookies that only the browser reads. Any other cookie (a
 * session token, even an expired one, the picked store, the assortment choice, a flash message,
 * the checkout result) may change the page, so its request is rendered, never served from or
 * stored in the shared cache. A new cookie the server reads must not be added here.
 */
const NEUTRAL_COOKIES = new Set([LANGUAGE_COOKIE, CONSENT_COOKIE, 'OptanonConsent', 'OptanonAlertBoxClosed']);
const NEUTRAL_COOKIE_PREFIXES = ['_ga', '_gid', '_gcl_'];

/** Longer queries are rendered: a key stays well inside the Cache API's URL limits. */
const MAX_QUERY_LENGTH = 1024;

/** What the edge chain decided about a request, as far as the edge cache cares (decision 039). */
export interface CacheableRequestFacts {
  method: string;
  /** The request path as sent ("/RSC/…" for a client-side navigation). */
  path: string;
  /** The page path the route guard found ("/produkt/x"), undefined when the request is no page. */
  pagePath: string | undefined;
  /** The raw query string without "?". */
  search: string;
  cookieNames: readonly string[];
  signedIn: boolean;
  mode: UiMode;
  /** Rendered for a browser without scripts (decision 044): every part in place, none streamed. */
  noScript: boolean;
  hasPunchoutSettings: boolean;
  hasFlash: boolean;
  /** The development upstream delay was asked for: the bench measures rendering with it. */
  upstreamDelayed: boolean;
  /** The content preview environment: editors must see their drafts at once. */
  contentPreview: boolean;
}

const isNeutralCookie = (name: string) => NEUTRAL_COOKIES.has(name) || NEUTRAL_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));

/** Why this request may not use the edge cache, or undefined when it may. */
export function edgeCacheBypassReason(facts: CacheableRequestFacts): string | undefined {
  if (facts.method !== 'GET') return 'method';
  if (facts.pagePath === undefined || facts.path.startsWith('/RSC/')) return 'not-a-document';
  if (!matchRoute(facts.pagePath)?.route.edgeCache) return 'route';
  if (facts.signedIn) return 'signed-in';
  if (facts.mode !== 'NORMAL' || facts.hasPunchoutSettings) return 'mode';
  if (facts.hasFlash) return 'flash';
  if (facts.noScript) return 'no-script';
  if (!facts.cookieNames.every(isNeutralCookie)) return 'cookie';
  if (facts.search.length > MAX_QUERY_LENGTH) return 'query-length';
  if (new URLSearchParams(facts.search).has('datalager')) return 'data-layer-panel';
  if (facts.upstreamDelayed) return 'upstream-delay';
  if (facts.contentPreview) return 'content-preview';
  return undefined;
}
