import { describe, expect, it } from 'vitest';
import { changeLocale, detectLocale, languageCookieAttributes, localeFromHost, localesWithoutDomain, preferredLanguages } from './detect-locale';
import { LanguageConfigSchema, SHOP_LANGUAGE_CONFIG } from './language-config';

/** Two locales, to prove nothing assumes there is only one. */
const twoLocales = LanguageConfigSchema.parse({
  strategy: 'no_prefix',
  defaultLocale: 'sv',
  locales: [
    { code: 'sv', iso: 'sv-SE', name: 'Svenska', domains: ['ljusgrossen.se'] },
    { code: 'en', iso: 'en-GB', name: 'English', domains: ['en.ljusgrossen.se'] },
  ],
});
const request = { cookie: undefined, acceptLanguage: undefined, hostname: 'localhost' };

describe('preferredLanguages', () => {
  it('orders by weight, keeps the primary subtag, drops q=0 and junk', () => {
    expect(preferredLanguages('en-GB;q=0.8, sv-SE, fi;q=0, *;q=0.5, de;q=0.9')).toEqual(['sv', 'de', 'en']);
    expect(preferredLanguages(undefined)).toEqual([]);
  });
});

describe('detectLocale (no prefix)', () => {
  it('first visit: the browser decides and the cookie is set', () => {
    expect(detectLocale(twoLocales, { ...request, acceptLanguage: 'en-US,en;q=0.9' })).toMatchObject({ locale: { code: 'en' }, source: 'browser', setCookie: true });
  });

  it('a valid cookie wins over the browser and is not set again', () => {
    expect(detectLocale(twoLocales, { ...request, cookie: 'sv', acceptLanguage: 'en' })).toMatchObject({ locale: { code: 'sv' }, source: 'cookie', setCookie: false });
  });

  it('an unknown cookie or browser language falls back to the default and sets the cookie', () => {
    expect(detectLocale(twoLocales, { ...request, cookie: 'xx', acceptLanguage: 'fi' })).toMatchObject({ locale: { code: 'sv' }, source: 'default', setCookie: true });
  });

  it('the shop today: Swedish for an English browser too', () => {
    expect(detectLocale(SHOP_LANGUAGE_CONFIG, { ...request, acceptLanguage: 'en' }).locale.code).toBe('sv');
  });
});

describe('domain per locale', () => {
  const byDomain = { ...twoLocales, strategy: 'domain' as const };

  it('the host decides, whatever the cookie says; an unknown host gets the default', () => {
    expect(detectLocale(byDomain, { ...request, hostname: 'en.ljusgrossen.se', cookie: 'sv' })).toMatchObject({ locale: { code: 'en' }, source: 'domain', setCookie: false });
    expect(localeFromHost(byDomain, 'elsewhere.example').code).toBe('sv');
  });

  it('names the locales without a domain (a console warning at start)', () => {
    const missing = { ...byDomain, locales: [byDomain.locales[0]!, { ...byDomain.locales[1]!, domains: [] }] };
    expect(localesWithoutDomain(missing).map((locale) => locale.code)).toEqual(['en']);
    expect(localesWithoutDomain(twoLocales)).toEqual([]);
  });
});

describe('changeLocale', () => {
  it('is skipped when equal to the current or not offered', () => {
    expect(changeLocale(twoLocales, 'sv', 'sv')).toBeNull();
    expect(changeLocale(twoLocales, 'sv', 'xx')).toBeNull();
    expect(changeLocale(twoLocales, 'sv', 'en')?.code).toBe('en');
  });
});

describe('languageCookieAttributes', () => {
  it('365 days, path /, Lax; None and Secure in a cross-origin frame', () => {
    expect(languageCookieAttributes({ crossOrigin: false, secureRequest: false })).toEqual({ path: '/', maxAge: 31_536_000, sameSite: 'Lax', secure: false });
    expect(languageCookieAttributes({ crossOrigin: true, secureRequest: false })).toMatchObject({ sameSite: 'None', secure: true });
  });
});

describe('LanguageConfigSchema', () => {
  it('refuses a default locale that is not offered', () => {
    expect(LanguageConfigSchema.safeParse({ strategy: 'no_prefix', defaultLocale: 'en', locales: [{ code: 'sv', iso: 'sv-SE', name: 'Svenska' }] }).success).toBe(false);
  });
});
