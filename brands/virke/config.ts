import { BrandConfigSchema, type BrandConfig } from '../brand-schema';

export const config: BrandConfig = BrandConfigSchema.parse({
  id: 'virke',
  name: 'Virkesbolaget',
  tagline: 'Virke och byggmaterial för yrkesbyggare – levererat till bygget',
  hostnames: ['virke.localhost', 'virkesbolaget.se', 'www.virkesbolaget.se'],
  stylesheet: '/brands/virke/theme.css',
  preloadFonts: ['/brands/virke/fonts/inter-sv-400-700.woff2', '/brands/virke/fonts/roboto-slab-sv-400-700.woff2'],
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
  // Virkesbolaget asks for consent through OneTrust; the shop's own banner steps in if it never loads.
  analytics: { tagManagerId: 'GTM-VB4R8KE', oneTrustDomainId: '3f6c2a1e-8d4b-4f7a-9c2e-5b1d0e7a4c93', waitForConsent: true },
});
