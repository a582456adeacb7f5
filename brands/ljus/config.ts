import { BrandConfigSchema, type BrandConfig } from '../brand-schema';

export const config: BrandConfig = BrandConfigSchema.parse({
  id: 'ljus',
  name: 'Ljusgrossen',
  tagline: 'Elgrossisten för proffs – belysning, kabel och installationsmaterial',
  hostnames: ['ljus.localhost', 'localhost', '127.0.0.1', 'ljusgrossen.se', 'www.ljusgrossen.se'],
  stylesheet: '/brands/ljus/theme.css',
  preloadFonts: ['/brands/ljus/fonts/inter-sv-400-700.woff2'],
  themeColor: '#ffc61a',
  logos: {
    logo: '/brands/ljus/logo.svg',
    logoSmall: '/brands/ljus/logo-small.svg',
    favicon: '/brands/ljus/favicon.svg',
    lightLogo: '/brands/ljus/logo-light.svg',
    lightLogoSmall: '/brands/ljus/logo-light-small.svg',
  },
  features: { stockColours: true, fixedDeliveryDays: false },
  appUserAgentPrefix: 'LjusgrossenApp',
  defaultStoreId: 'S-STO-01',
  centralStorageId: 'CL-01',
  extraClosedDates: ['2024-12-23', '2024-12-27'],
  extraRoutes: [{ path: '/el-kalkyl', target: '/el-kalkyl', label: 'Elkalkyl' }],
  analytics: { tagManagerId: 'GTM-K7LJUS2', waitForConsent: true },
});
