import { z } from 'zod';

/**
 * The shop's language setup (spec points 1, 2 and 4), served by the backend at GET /language-config
 * and read by the shop at the edge. Only Swedish exists today; nothing downstream assumes a single
 * locale: detection, the cookie and the domain lookup all work on the list.
 */

const LocaleCode = z.string().regex(/^[a-z]{2}$/, 'A two-letter language code');

export const LocaleSchema = z.object({
  code: LocaleCode,
  /** BCP 47 tag for <html lang>, number and date formats. */
  iso: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  name: z.string().min(1),
  /** Hosts that serve this locale; only read with the 'domain' strategy. */
  domains: z.array(z.string().min(1)).default([]),
});
export type Locale = z.infer<typeof LocaleSchema>;

/**
 * no_prefix: URLs carry no language; the locale comes from the cookie, else the browser (first
 * visit only). domain: each locale has its own hosts and the host decides.
 */
export const LANGUAGE_STRATEGIES = ['no_prefix', 'domain'] as const;
export type LanguageStrategy = (typeof LANGUAGE_STRATEGIES)[number];

export const LanguageConfigSchema = z
  .object({
    strategy: z.enum(LANGUAGE_STRATEGIES),
    defaultLocale: LocaleCode,
    locales: z.array(LocaleSchema).min(1),
  })
  .refine((config) => config.locales.some((locale) => locale.code === config.defaultLocale), {
    message: 'The default locale must be one of the locales',
    path: ['defaultLocale'],
  });
export type LanguageConfig = z.infer<typeof LanguageConfigSchema>;

/** What the backend serves today: Swedish only, no prefix (spec point 1). */
export const SHOP_LANGUAGE_CONFIG: LanguageConfig = LanguageConfigSchema.parse({
  strategy: 'no_prefix',
  defaultLocale: 'sv',
  locales: [{ code: 'sv', iso: 'sv-SE', name: 'Svenska' }],
});

/** The language cookie: name and lifetime (spec point 9: 365 days, path /). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
