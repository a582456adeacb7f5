import type { BrandConfig } from '../../../brands';
import type { CacheOutcome } from '../cache/kv-cache';
import type { Session } from '../auth/session';
import type { TextKey } from '../texts';
import type { UiMode } from '../ui-mode';
import type { UpstreamConfig } from '../upstream/upstream-services';
import type { PunchoutSettings } from './punchout-settings';
import type { PageStatus } from './page-status';
import type { ReportedCache } from './server-timing';

/**
 * The request contract between the edge layer (worker/) and the app (src/): the bindings and
 * variables of wrangler.toml, and what the middleware chain collects per request. The edge fills
 * it; the app reads it only through getRequestContext() and the helpers beside it.
 */

/** Bindings and variables of wrangler.toml, as the worker sees them (base URLs: UpstreamConfig). */
export interface ShopBindings extends UpstreamConfig {
  BACKEND: Fetcher;
  CACHE: KVNamespace;
  /** Product, category and content images (decision 024; worker/routes/stored-images.ts). */
  IMAGES: R2Bucket;
  /** Product datasheets and safety data sheets (decision 030; worker/routes/product-documents.ts). */
  DOCUMENTS: R2Bucket;
  ASSETS: Fetcher;
  ENVIRONMENT: string;
  ADMIN_URL: string;
  AUTH_ISSUER: string;
  AUTH_AUDIENCE: string;
  /** Refresh the access token this many seconds before it expires. */
  TOKEN_REFRESH_MARGIN_SECONDS: string;
  SENTRY_DSN?: string;
  /** Hosts a punch-out HOOK_URL may use over http in local development. */
  PUNCHOUT_DEV_HOOK_HOSTS?: string;
  /** Content system (src/lib/upstream/content): one space per brand, environment, access tokens. */
  CONTENT_SPACE_LJUS: string;
  CONTENT_SPACE_VIRKE: string;
  CONTENT_SPACE_ROR: string;
  /** "master" publishes; "stage" shows drafts with the preview token (spec point 4). */
  CONTENT_ENVIRONMENT: string;
  CONTENT_DELIVERY_TOKEN: string;
  CONTENT_PREVIEW_TOKEN: string;
  /** Shared secret of POST /api/content/webhook (header x-content-webhook-secret). */
  CONTENT_WEBHOOK_SECRET: string;
  /** Shared secret of POST /api/catalogue/webhook, which purges the edge cache (decision 039). */
  CATALOGUE_WEBHOOK_SECRET?: string;
  /** Store-page map tiles: an https template with {z}/{x}/{y}; empty draws the map without tiles. */
  CONTENT_MAP_TILE_URL?: string;
  CONTENT_MAP_ATTRIBUTION?: string;
  /** Workers Rate Limiting, one binding per route group ([[ratelimits]]); a missing one limits nothing. */
  RATE_LIMIT_SIGN_IN?: RateLimit;
  RATE_LIMIT_PASSWORD?: RateLimit;
  RATE_LIMIT_FORMS?: RateLimit;
  RATE_LIMIT_PUNCHOUT?: RateLimit;
  RATE_LIMIT_SEARCH_SUGGEST?: RateLimit;
  RATE_LIMIT_TRACKING?: RateLimit;
  /** Client addresses the rate limits never count, comma-separated (local tools on loopback). */
  RATE_LIMIT_EXEMPT_IPS?: string;
  /** Local development only: every upstream answer waits this many ms (request/upstream-delay.ts). */
  DEV_UPSTREAM_DELAY_MS?: string;
  /** HMAC key of the checkout result cookie (a secret; at least 32 characters). */
  CHECKOUT_RESULT_SECRET?: string;
  /** HMAC key of the kept customer facts cookie (a secret; at least 32 characters). */
  CUSTOMER_FACTS_SECRET?: string;
}

/** Per-request data the middleware chain collects; pages read it through getRequestContext(). */
export interface ShopVariables {
  requestId: string;
  /** This answer's CSP nonce (security-headers.ts); every inline script we send carries it. */
  cspNonce: string;
  brand: BrandConfig;
  mode: UiMode;
  /** The browser runs no scripts (no-script.ts): every page part is awaited before the first byte. */
  noScript: boolean;
  /** The visitor's language code (worker/middleware/language.ts), from GET /language-config. */
  locale: string;
  appVersion: string | undefined;
  session: Session | null;
  /** The verified access token for upstream calls; never rendered, never sent to the browser. */
  accessToken: string | undefined;
  /**
   * The punch-out settings cookie, parsed once per request (punchout middleware). It says the
   * browser came from a procurement system; whether this request IS a punch-out session is the
   * UI mode's call, made after the session is verified.
   */
  punchoutSettings: PunchoutSettings | undefined;
  /** A message carried over a redirect (flash cookie), shown once as a toast. */
  flash: TextKey | undefined;
  /** What a form posted without script achieved, worded, for the page rendered in answer (flash.ts). */
  notice: string | undefined;
  /** The page path asked for, the same for a document and its RSC navigation ("/produkt/x"). */
  pagePath: string | undefined;
  /** KV cache lookups of this request by cache, reported in the Server-Timing header (server-timing.ts). */
  cacheOutcomes: Partial<Record<ReportedCache, Record<CacheOutcome, number>>> | undefined;
  /** A status the rendered page asked its HTML answer to carry (page-status.ts), e.g. 503. */
  pageStatus: PageStatus | undefined;
}

export type ShopEnv = { Bindings: ShopBindings; Variables: ShopVariables };
