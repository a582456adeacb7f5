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

export const BrandConfigSchema = z.object({
  id: z.enum(['ljus', 'virke', 'ror']),
  name: z.string().min(1),
  /** What the brand sells, shown in titles and meta descriptions. */
  tagline: z.string().min(1),
  hostnames: z.array(z.string().min(1)).min(1),
  /** Path of the brand stylesheet under public/ (built by scripts/build-brand-assets.mjs). */
  stylesheet: z.string().startsWith('/'),
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
});

export type BrandConfig = z.infer<typeof BrandConfigSchema>;
export type BrandId = BrandConfig['id'];
