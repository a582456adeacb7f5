// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse, SearchCodecsForPages } from 'waku/router';

// prettier-ignore
import type { getConfig as File_Default404_getConfig } from './pages/(default)/404';
// prettier-ignore
import type { getConfig as File_DefaultSlug_getConfig } from './pages/(default)/[slug]';
// prettier-ignore
import type { getConfig as File_DefaultSlugContentSlug_getConfig } from './pages/(default)/[slug]/[contentSlug]';
// prettier-ignore
import type { getConfig as File_DefaultAnvandareId_getConfig } from './pages/(default)/anvandare/[id]';
// prettier-ignore
import type { getConfig as File_DefaultAnvandareIndex_getConfig } from './pages/(default)/anvandare/index';
// prettier-ignore
import type { getConfig as File_DefaultAnvandareNy_getConfig } from './pages/(default)/anvandare/ny';
// prettier-ignore
import type { getConfig as File_DefaultButikerId_getConfig } from './pages/(default)/butiker/[id]';
// prettier-ignore
import type { getConfig as File_DefaultCart_getConfig } from './pages/(default)/cart';
// prettier-ignore
import type { getConfig as File_DefaultCheckoutSuccessPage_getConfig } from './pages/(default)/checkout-success-page';
// prettier-ignore
import type { getConfig as File_DefaultElKalkyl_getConfig } from './pages/(default)/el-kalkyl';
// prettier-ignore
import type { getConfig as File_DefaultHittaButik_getConfig } from './pages/(default)/hitta-butik';
// prettier-ignore
import type { getConfig as File_DefaultVirkesguide_getConfig } from './pages/(default)/virkesguide';
// prettier-ignore
import type { getConfig as File_DefaultVvsService_getConfig } from './pages/(default)/vvs-service';
// prettier-ignore
import type { getConfig as File_DefaultIndex_getConfig } from './pages/(default)/index';
// prettier-ignore
import type { getConfig as File_DefaultInkopslistorId_getConfig } from './pages/(default)/inkopslistor/[id]';
// prettier-ignore
import type { getConfig as File_DefaultInkopslistorIndex_getConfig } from './pages/(default)/inkopslistor/index';
// prettier-ignore
import type { getConfig as File_DefaultKampanjerSlug_getConfig } from './pages/(default)/kampanjer/[slug]';
// prettier-ignore
import type { getConfig as File_DefaultKampanjerIndex_getConfig } from './pages/(default)/kampanjer/index';
// prettier-ignore
import type { getConfig as File_DefaultKategorierSlug_getConfig } from './pages/(default)/kategorier/[...slug]';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorAdresser_getConfig } from './pages/(default)/mina-sidor/adresser';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorEkonomi_getConfig } from './pages/(default)/mina-sidor/ekonomi';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorIndex_getConfig } from './pages/(default)/mina-sidor/index';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorOfferterId_getConfig } from './pages/(default)/mina-sidor/offerter/[id]';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorOfferterIndex_getConfig } from './pages/(default)/mina-sidor/offerter/index';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorOrdrarId_getConfig } from './pages/(default)/mina-sidor/ordrar/[id]';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorOrdrarIndex_getConfig } from './pages/(default)/mina-sidor/ordrar/index';
// prettier-ignore
import type { getConfig as File_DefaultMinaSidorProfil_getConfig } from './pages/(default)/mina-sidor/profil';
// prettier-ignore
import type { getConfig as File_DefaultOverforing_getConfig } from './pages/(default)/overforing';
// prettier-ignore
import type { getConfig as File_DefaultProduktSlug_getConfig } from './pages/(default)/produkt/[slug]';
// prettier-ignore
import type { getConfig as File_DefaultSearch_getConfig } from './pages/(default)/search';
// prettier-ignore
import type { getConfig as File_DefaultSortimentSlug_getConfig } from './pages/(default)/sortiment/[slug]';
// prettier-ignore
import type { getConfig as File_DefaultSortimentIndex_getConfig } from './pages/(default)/sortiment/index';
// prettier-ignore
import type { getConfig as File_MinimalActivateUser_getConfig } from './pages/(minimal)/activate-user';
// prettier-ignore
import type { getConfig as File_MinimalDelivery_getConfig } from './pages/(minimal)/delivery';
// prettier-ignore
import type { getConfig as File_MinimalGloemtLoesenord_getConfig } from './pages/(minimal)/gloemt-loesenord';
// prettier-ignore
import type { getConfig as File_MinimalLoggaInIndex_getConfig } from './pages/(minimal)/logga-in/index';
// prettier-ignore
import type { getConfig as File_MinimalLoggaInNyttLosenord_getConfig } from './pages/(minimal)/logga-in/nytt-losenord';
// prettier-ignore
import type { getConfig as File_MinimalSummary_getConfig } from './pages/(minimal)/summary';
// prettier-ignore
import type { getConfig as File_PlainProduktkonfigurationId_getConfig } from './pages/(plain)/produktkonfiguration/[id]';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';

// prettier-ignore
type Page =
| ({ path: '/404' } & GetConfigResponse<typeof File_Default404_getConfig>)
| ({ path: '/[slug]' } & GetConfigResponse<typeof File_DefaultSlug_getConfig>)
| ({ path: '/[slug]/[contentSlug]' } & GetConfigResponse<typeof File_DefaultSlugContentSlug_getConfig>)
| ({ path: '/anvandare/[id]' } & GetConfigResponse<typeof File_DefaultAnvandareId_getConfig>)
| ({ path: '/anvandare' } & GetConfigResponse<typeof File_DefaultAnvandareIndex_getConfig>)
| ({ path: '/anvandare/ny' } & GetConfigResponse<typeof File_DefaultAnvandareNy_getConfig>)
| ({ path: '/butiker/[id]' } & GetConfigResponse<typeof File_DefaultButikerId_getConfig>)
| ({ path: '/cart' } & GetConfigResponse<typeof File_DefaultCart_getConfig>)
| ({ path: '/checkout-success-page' } & GetConfigResponse<typeof File_DefaultCheckoutSuccessPage_getConfig>)
| ({ path: '/el-kalkyl' } & GetConfigResponse<typeof File_DefaultElKalkyl_getConfig>)
| ({ path: '/hitta-butik' } & GetConfigResponse<typeof File_DefaultHittaButik_getConfig>)
| ({ path: '/virkesguide' } & GetConfigResponse<typeof File_DefaultVirkesguide_getConfig>)
| ({ path: '/vvs-service' } & GetConfigResponse<typeof File_DefaultVvsService_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_DefaultIndex_getConfig>)
| ({ path: '/inkopslistor/[id]' } & GetConfigResponse<typeof File_DefaultInkopslistorId_getConfig>)
| ({ path: '/inkopslistor' } & GetConfigResponse<typeof File_DefaultInkopslistorIndex_getConfig>)
| ({ path: '/kampanjer/[slug]' } & GetConfigResponse<typeof File_DefaultKampanjerSlug_getConfig>)
| ({ path: '/kampanjer' } & GetConfigResponse<typeof File_DefaultKampanjerIndex_getConfig>)
| ({ path: '/kategorier/[...slug]' } & GetConfigResponse<typeof File_DefaultKategorierSlug_getConfig>)
| ({ path: '/mina-sidor/adresser' } & GetConfigResponse<typeof File_DefaultMinaSidorAdresser_getConfig>)
| ({ path: '/mina-sidor/ekonomi' } & GetConfigResponse<typeof File_DefaultMinaSidorEkonomi_getConfig>)
| ({ path: '/mina-sidor' } & GetConfigResponse<typeof File_DefaultMinaSidorIndex_getConfig>)
| ({ path: '/mina-sidor/offerter/[id]' } & GetConfigResponse<typeof File_DefaultMinaSidorOfferterId_getConfig>)
| ({ path: '/mina-sidor/offerter' } & GetConfigResponse<typeof File_DefaultMinaSidorOfferterIndex_getConfig>)
| ({ path: '/mina-sidor/ordrar/[id]' } & GetConfigResponse<typeof File_DefaultMinaSidorOrdrarId_getConfig>)
| ({ path: '/mina-sidor/ordrar' } & GetConfigResponse<typeof File_DefaultMinaSidorOrdrarIndex_getConfig>)
| ({ path: '/mina-sidor/profil' } & GetConfigResponse<typeof File_DefaultMinaSidorProfil_getConfig>)
| ({ path: '/overforing' } & GetConfigResponse<typeof File_DefaultOverforing_getConfig>)
| ({ path: '/produkt/[slug]' } & GetConfigResponse<typeof File_DefaultProduktSlug_getConfig>)
| ({ path: '/search' } & GetConfigResponse<typeof File_DefaultSearch_getConfig>)
| ({ path: '/sortiment/[slug]' } & GetConfigResponse<typeof File_DefaultSortimentSlug_getConfig>)
| ({ path: '/sortiment' } & GetConfigResponse<typeof File_DefaultSortimentIndex_getConfig>)
| ({ path: '/activate-user' } & GetConfigResponse<typeof File_MinimalActivateUser_getConfig>)
| ({ path: '/delivery' } & GetConfigResponse<typeof File_MinimalDelivery_getConfig>)
| ({ path: '/gloemt-loesenord' } & GetConfigResponse<typeof File_MinimalGloemtLoesenord_getConfig>)
| ({ path: '/logga-in' } & GetConfigResponse<typeof File_MinimalLoggaInIndex_getConfig>)
| ({ path: '/logga-in/nytt-losenord' } & GetConfigResponse<typeof File_MinimalLoggaInNyttLosenord_getConfig>)
| ({ path: '/summary' } & GetConfigResponse<typeof File_MinimalSummary_getConfig>)
| ({ path: '/produktkonfiguration/[id]' } & GetConfigResponse<typeof File_PlainProduktkonfigurationId_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>);

// prettier-ignore
type Layout =
| { path: '/' };

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
    layouts: Layout;
  }
  interface SearchCodecsConfig extends SearchCodecsForPages<Page> {}
}
