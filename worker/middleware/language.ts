import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hostnameOf } from '../../brands';
import { detectLocale, languageCookieAttributes, localesWithoutDomain } from '../../domain/language/detect-locale';
import { LANGUAGE_COOKIE, SHOP_LANGUAGE_CONFIG, type LanguageConfig } from '../../domain/language/language-config';
import { reportError } from '../../src/lib/request/error-reporting';
import { servicesOf } from '../../src/lib/request/request-context';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { getLanguageConfig } from '../../src/lib/upstream/product/get-language-config';
import { isEdgeRoute } from './edge-routes';

/** The backend's answer changes with a deploy, not per request: ask once per isolate per 5 minutes. */
const CONFIG_TTL_MS = 5 * 60_000;
let known: { config: LanguageConfig; until: number } | undefined;
const warned = new Set<string>();

async function languageConfigOf(c: Context<ShopEnv>): Promise<LanguageConfig> {
  if (known && known.until > Date.now()) return known.config;
  try {
    const config = await getLanguageConfig(servicesOf(c).product);
    known = { config, until: Date.now() + CONFIG_TTL_MS };
    warnLocalesWithoutDomain(config);
    return config;
  } catch (error) {
    // The shop still renders in its default language; the next request asks again.
    reportError(c, error);
    return SHOP_LANGUAGE_CONFIG;
  }
}

/** Spec point 8: "a locale without domain logs a console warning" (once per isolate and locale). */
function warnLocalesWithoutDomain(config: LanguageConfig) {
  for (const locale of localesWithoutDomain(config)) {
    if (warned.has(locale.code)) continue;
    warned.add(locale.code);
    console.warn(`Locale ${locale.code} has no domain: it cannot be reached with the domain strategy`);
  }
}

/**
 * The visitor's locale for pages (spec points 2, 4 and 9), from the backend's language config:
 * the host with domain per locale; otherwise the cookie, and on the first visit the browser's
 * languages, remembered in the cookie (365 days, path /, Lax; None and Secure in a punch-out
 * frame). API, image and punch-out paths neither read nor set it: their answers are cached or
 * read by machines.
 */
export const language = (): MiddlewareHandler<ShopEnv> =>
  async function language(c, next) {
    if (isEdgeRoute(c.req.path)) {
      c.set('locale', SHOP_LANGUAGE_CONFIG.defaultLocale);
      return next();
    }
    const config = await languageConfigOf(c);
    const decision = detectLocale(config, {
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
      hostname: hostnameOf(c.req.header('host') ?? new URL(c.req.url).host),
    });
    c.set('locale', decision.locale.code);
    // A server action or form post renders in the same language but leaves the cookie to page loads.
    if (decision.setCookie && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const crossOrigin = c.var.punchoutSettings?.framed ?? false;
      const attributes = languageCookieAttributes({ crossOrigin, secureRequest: new URL(c.req.url).protocol === 'https:' });
      setCookie(c, LANGUAGE_COOKIE, decision.locale.code, { ...attributes, httpOnly: true, ...(crossOrigin ? { partitioned: true } : {}) });
    }
    await next();
  };
