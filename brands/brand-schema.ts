import { z } from 'zod';

/** A calendar date, YYYY-MM-DD, in Europe/Stockholm. */
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const LogoSetSchema = z.object({
  logo: z.string().startsWith('/'),
  logoSmall: z.string().startsWith('/'),
  favicon: z.string().startsWith('/'),
  lightLogo: z.string().startsWith('/'),
  lightLogoSmall: z.string().startsWith('/'),
});

/** One extra route a brand adds on top of the shared route table (spec point 2). */
const BrandRouteSchema = z.object({
  path: z.string().startsWith('/'),
  /** Where it leads: an internal path, or an absolute https address. */
  target: z.string().min(1),
  label: z.string().min(1),
});

/**
 * Where a visit to the root path goes instead of the front page (spec point 2): a path of the
 * shop, with an optional status (default 302). `hostnames` narrows it to some of the brand's hosts
 * (a campaign or service domain); without it every host of the brand redirects.
 */
export const RootRedirectSchema = z.object({
  path: z
    .string()
    .startsWith('/')
    .refine((path) => path !== '/' && !path.startsWith('//') && !path.includes('\\'), 'A path of the shop other than the root'),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)]).default(302),
  hostnames: z.array(z.string().min(1)).min(1).optional(),
});
export type RootRedirect = z.infer<typeof RootRedirectSchema>;

/**
 * Tag manager and consent of a brand (spec points 5 and 9, issue 18). Without a tag manager id
 * tracking is off and the shop logs 'Missing GTM_ID'. With a OneTrust domain id OneTrust's own
 * banner asks for consent; without one the shop's banner does, setting the same groups.
 */
const AnalyticsSchema = z.object({
  tagManagerId: z.string().regex(/^GTM-[0-9A-Z]+$/).optional(),
  oneTrustDomainId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-test)?$/).optional(),
  /** The tag manager and tracking wait for the performance group (C0002) before anything is pushed or loaded. */
  waitForConsent: z.boolean(),
});

export const BrandConfigSchema = z.object({
  id: z.enum(['ljus', 'virke', 'ror']),
  name: z.string().min(1),
  /** What the brand sells, shown in titles and meta descriptions. */
  tagline: z.string().min(1),
  hostnames: z.array(z.string().min(1)).min(1),
  /** Path of the brand stylesheet under public/ (built by scripts/build-brand-assets.mjs). */
  stylesheet: z.string().startsWith('/'),
  /**
   * The font files the first screen needs (the body font's Swedish subset), preloaded so that with
   * font-display: optional the brand's font is there on a first visit too. At most two.
   */
  preloadFonts: z.array(z.string().regex(/^\/brands\/[a-z]+\/fonts\/[a-z0-9-]+\.woff2$/)).max(2).default([]),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  logos: LogoSetSchema,
  features: z.object({
    stockColours: z.boolean(),
    fixedDeliveryDays: z.boolean(),
  }),
  /** The native app's user-agent prefix; APP mode when followed by "/<version>". */
  appUserAgentPrefix: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
  defaultStoreId: z.string().min(1),
  centralStorageId: z.string().min(1),
  extraClosedDates: z.array(IsoDate),
  extraRoutes: z.array(BrandRouteSchema),
  rootRedirect: RootRedirectSchema.optional(),
  analytics: AnalyticsSchema,
});

export type BrandConfig = z.infer<typeof BrandConfigSchema>;
export type BrandId = BrandConfig['id'];
