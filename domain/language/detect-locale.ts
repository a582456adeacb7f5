import { LANGUAGE_COOKIE_MAX_AGE_SECONDS, type LanguageConfig, type Locale } from './language-config';

export interface LocaleRequest {
  /** The language cookie's value, if any. */
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Lower-case hostname without port. */
  hostname: string;
}

export type LocaleSource = 'domain' | 'cookie' | 'browser' | 'default';

export interface LocaleDecision {
  locale: Locale;
  source: LocaleSource;
  /** Set the cookie on this answer: the first visit (no valid cookie yet) under no_prefix. */
  setCookie: boolean;
}

const byCode = (config: LanguageConfig, code: string | undefined) =>
  code ? config.locales.find((locale) => locale.code === code.toLowerCase()) : undefined;

const defaultLocale = (config: LanguageConfig): Locale => byCode(config, config.defaultLocale)!;

/**
 * Accept-Language in the browser's order of preference: "sv-SE,sv;q=0.9,en;q=0.8" gives
 * ["sv", "sv", "en"] (the primary subtag; weights sort, equal weights keep their order).
 */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { code: tag.trim().split('-')[0]!.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.code) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.code);
}

/** Domain per locale: the locale whose domains hold the host; the default locale otherwise. */
export function localeFromHost(config: LanguageConfig, hostname: string): Locale {
  return config.locales.find((locale) => locale.domains.includes(hostname)) ?? defaultLocale(config);
}

/** Locales that cannot be reached under the domain strategy (spec point 8 wants a console warning). */
export function localesWithoutDomain(config: LanguageConfig): Locale[] {
  return config.strategy === 'domain' ? config.locales.filter((locale) => locale.domains.length === 0) : [];
}

/**
 * The visitor's locale. Domain strategy: the host decides, no cookie. No prefix: a valid cookie
 * wins and is left alone; without one this is the first visit, so the browser's languages decide
 * once and the cookie remembers the choice (spec point 4: detection on first access only).
 */
export function detectLocale(config: LanguageConfig, request: LocaleRequest): LocaleDecision {
  if (config.strategy === 'domain') return { locale: localeFromHost(config, request.hostname), source: 'domain', setCookie: false };
  const fromCookie = byCode(config, request.cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie', setCookie: false };
  const fromBrowser = preferredLanguages(request.acceptLanguage).map((code) => byCode(config, code)).find(Boolean);
  if (fromBrowser) return { locale: fromBrowser, source: 'browser', setCookie: true };
  return { locale: defaultLocale(config), source: 'default', setCookie: true };
}

/**
 * A language change: null when the locale asked for is the current one (spec point 4: skipped)
 * or not offered; otherwise the locale to store.
 */
export function changeLocale(config: LanguageConfig, current: string, wanted: string): Locale | null {
  const locale = byCode(config, wanted);
  if (!locale || locale.code === current) return null;
  return locale;
}

export interface LanguageCookieOptions {
  /** The shop is framed by another site (a punch-out procurement system). */
  crossOrigin: boolean;
  secureRequest: boolean;
}

/**
 * The cookie's attributes (spec point 9): 365 days, path /, SameSite Lax; None and Secure when the
 * shop runs in a cross-origin frame, where a Lax cookie would not be sent back.
 */
export function languageCookieAttributes({ crossOrigin, secureRequest }: LanguageCookieOptions) {
  return {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: crossOrigin ? ('None' as const) : ('Lax' as const),
    secure: crossOrigin || secureRequest,
  };
}
