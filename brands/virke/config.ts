import { BrandConfigSchema, type BrandConfig } from '../brand-schema';

export const config: BrandConfig = BrandConfigSchema.parse({
  id: 'virke',
  name: 'Virkesbolaget',
  tagline: 'Virke och byggmaterial för yrkesbyggare – levererat till bygget',
  hostnames: ['virke.localhost', 'virkesbolaget.se', 'www.virkesbolaget.se'],
  stylesheet: '/brands/virke/theme.css',
  themeColor: '#1f4d2e',
  logos: {
    logo: '/brands/virke/logo.svg',
    logoSmall: '/brands/virke/logo-small.svg',
    favicon: '/brands/virke/favicon.svg',
    lightLogo: '/brands/virke/logo-light.svg',
    lightLogoSmall: '/brands/virke/logo-light-small.svg',
  },
  features: { stockColours: false, fixedDeliveryDays: true },
  appUserAgentPrefix: 'VirkesbolagetApp',
  defaultStoreId: 'S-GBG-01',
  centralStorageId: 'CL-01',
  extraClosedDates: [],
  extraRoutes: [{ path: '/virkesguide', target: '/virkesguide', label: 'Virkesguide' }],
});
