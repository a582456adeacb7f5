import { BrandConfigSchema, type BrandConfig } from '../brand-schema';

export const config: BrandConfig = BrandConfigSchema.parse({
  id: 'ror',
  name: 'Rörkraft',
  tagline: 'VVS-grossisten för installatörer – rör, värme och sanitet',
  hostnames: ['ror.localhost', 'service.ror.localhost', 'rorkraft.se', 'www.rorkraft.se', 'service.rorkraft.se'],
  stylesheet: '/brands/ror/theme.css',
  preloadFonts: ['/brands/ror/fonts/nunito-sans-sv-400-700.woff2'],
  themeColor: '#0b5e8e',
  logos: {
    logo: '/brands/ror/logo.svg',
    logoSmall: '/brands/ror/logo-small.svg',
    favicon: '/brands/ror/favicon.svg',
    lightLogo: '/brands/ror/logo-light.svg',
    lightLogoSmall: '/brands/ror/logo-light-small.svg',
  },
  features: { stockColours: true, fixedDeliveryDays: false },
  appUserAgentPrefix: 'RorkraftApp',
  defaultStoreId: 'S-MMO-01',
  centralStorageId: 'CL-01',
  extraClosedDates: [],
  extraRoutes: [{ path: '/vvs-service', target: '/vvs-service', label: 'VVS-service' }],
  // The service domain lands on the booking form; rorkraft.se keeps its front page.
  rootRedirect: { path: '/vvs-service', statusCode: 302, hostnames: ['service.ror.localhost', 'service.rorkraft.se'] },
  analytics: { waitForConsent: true },
});
