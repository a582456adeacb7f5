import type { BrandId } from '../../../brands/brand-schema';
import type { PermissionDeny } from '../../../domain/auth/roles';
import type { TextKey } from '../texts';

export type LayoutName = 'default' | 'minimal' | 'plain';

/** Parameters from the path (`[slug]`, `[...slug]`) and the parsed query string. */
export interface RouteInput {
  params: Readonly<Record<string, string | readonly string[]>>;
  query: URLSearchParams;
}

export interface RouteDefinition {
  /** Stable name used by analytics and tests (spec: index, kategorier-slug, produkt-slug, …). */
  name: string;
  /** Path pattern in Waku's syntax: `/produkt/[slug]`, `/kategorier/[...slug]`. */
  pattern: string;
  title: TextKey;
  layout: LayoutName;
  requiresAuth?: boolean;
  requiresAdmin?: boolean;
  inDevelopment?: boolean;
  /** Admin users are sent to the configured admin address (ADMIN_URL). */
  externalRedirect?: boolean;
  /** Signed-in users whose token carries this permission deny may not open the route. */
  deniedBy?: PermissionDeny;
  /** Makes no sense inside a procurement system's requisition (order history, order receipts). */
  hiddenInPunchout?: boolean;
  isCheckoutPage?: boolean;
  /** Checkout step number for analytics (spec point 2). */
  analyticsStep?: 1 | 2 | 3 | 4;
  /** A failing rule gives 404 "Page Not Found: {path}" (or `onInvalid`). */
  validate?: (input: RouteInput) => boolean;
  /** A brand route (spec point 2): only this brand has the page, every other brand answers 404. */
  brand?: BrandId;
  /** What a failing validate does instead of the 404. */
  onInvalid?: 'not-found' | 'redirect-home';
  /**
   * A front, catalogue, search or content page: the same for every signed-out visitor of a brand,
   * so its signed-out document may be kept in the edge cache (decision 039).
   */
  edgeCache?: true;
}

const SLUG = /^[a-z0-9åäö]+(?:-[a-z0-9åäö]+)*$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_SEGMENTS = 6;

const isSlug = (value: unknown): boolean => typeof value === 'string' && value.length <= 120 && SLUG.test(value);
const isId = (value: unknown): boolean => typeof value === 'string' && ID.test(value);
const slugParam = (name: string) => ({ params }: RouteInput) => isSlug(params[name]);
const idParam = (name: string) => ({ params }: RouteInput) => isId(params[name]);
const slugPath = ({ params }: RouteInput) => {
  const segments = params.slug;
  return Array.isArray(segments) && segments.length > 0 && segments.length <= MAX_SEGMENTS && segments.every(isSlug);
};

/**
 * Every route of the shop (spec point 2), with the screens whose paths the spec leaves open under
 * Swedish paths. Guards, layouts, links (`href`), the checkout stepper, the sitemap and the tests
 * read this table; nothing repeats it. Order matters only for readability: matching prefers static
 * segments over parameters. `as const` keeps each name and pattern a literal type for `href`.
 */
const routes = [
  { name: 'index', pattern: '/', title: 'routes.start', layout: 'default', edgeCache: true },
  { name: 'activate-user', pattern: '/activate-user', title: 'routes.activateUser', layout: 'minimal' },
  { name: 'cart', pattern: '/cart', title: 'routes.cart', layout: 'default', requiresAuth: true, isCheckoutPage: true, analyticsStep: 1 },
  { name: 'punchout-overforing', pattern: '/overforing', title: 'punchout.transfer.pageTitle', layout: 'default', requiresAuth: true },
  { name: 'delivery', pattern: '/delivery', title: 'routes.delivery', layout: 'minimal', requiresAuth: true, isCheckoutPage: true, analyticsStep: 2 },
  { name: 'summary', pattern: '/summary', title: 'routes.summary', layout: 'minimal', requiresAuth: true, isCheckoutPage: true, analyticsStep: 3 },
  { name: 'checkout-success-page', pattern: '/checkout-success-page', title: 'routes.checkoutSuccess', layout: 'default', requiresAuth: true, isCheckoutPage: true, analyticsStep: 4, hiddenInPunchout: true },
  { name: 'logga-in', pattern: '/logga-in', title: 'routes.signIn', layout: 'minimal' },
  { name: 'logga-in-nytt-losenord', pattern: '/logga-in/nytt-losenord', title: 'routes.newPassword', layout: 'minimal' },
  { name: 'gloemt-loesenord', pattern: '/gloemt-loesenord', title: 'routes.forgotPassword', layout: 'minimal' },
  { name: 'hitta-butik', pattern: '/hitta-butik', title: 'routes.findStore', layout: 'default', edgeCache: true },
  { name: 'kampanjer', pattern: '/kampanjer', title: 'routes.campaigns', layout: 'default', edgeCache: true },
  { name: 'kampanjer-slug', pattern: '/kampanjer/[slug]', title: 'routes.campaigns', layout: 'default', validate: slugParam('slug'), edgeCache: true },
  { name: 'kategorier-slug', pattern: '/kategorier/[...slug]', title: 'routes.categories', layout: 'default', validate: slugPath, edgeCache: true },
  { name: 'produkt-slug', pattern: '/produkt/[slug]', title: 'routes.product', layout: 'default', validate: slugParam('slug'), edgeCache: true },
  { name: 'search', pattern: '/search', title: 'routes.search', layout: 'default', validate: ({ query }) => (query.get('q') ?? '').trim() !== '', onInvalid: 'redirect-home', edgeCache: true },
  { name: 'sortiment', pattern: '/sortiment', title: 'routes.assortment', layout: 'default', edgeCache: true },
  { name: 'sortiment-slug', pattern: '/sortiment/[slug]', title: 'routes.assortment', layout: 'default', validate: slugParam('slug'), edgeCache: true },
  { name: 'butiker-id', pattern: '/butiker/[id]', title: 'routes.store', layout: 'default', validate: idParam('id'), edgeCache: true },
  // Other screens (spec point 2 leaves their paths open).
  { name: 'mina-sidor', pattern: '/mina-sidor', title: 'routes.myPage', layout: 'default', requiresAuth: true },
  { name: 'mina-sidor-profil', pattern: '/mina-sidor/profil', title: 'routes.profile', layout: 'default', requiresAuth: true },
  { name: 'mina-sidor-adresser', pattern: '/mina-sidor/adresser', title: 'routes.addresses', layout: 'default', requiresAuth: true },
  { name: 'mina-sidor-ekonomi', pattern: '/mina-sidor/ekonomi', title: 'myPages.spend.title', layout: 'default', requiresAuth: true, deniedBy: 'EJ_SE_EKONOMISK_UPPFÖLJNING' },
  { name: 'mina-sidor-offerter', pattern: '/mina-sidor/offerter', title: 'routes.quotes', layout: 'default', requiresAuth: true, deniedBy: 'EJ_SKAPA_OFFERT' },
  { name: 'mina-sidor-offert', pattern: '/mina-sidor/offerter/[id]', title: 'routes.quote', layout: 'default', requiresAuth: true, deniedBy: 'EJ_SKAPA_OFFERT', validate: idParam('id') },
  { name: 'mina-sidor-ordrar', pattern: '/mina-sidor/ordrar', title: 'routes.orders', layout: 'default', requiresAuth: true, deniedBy: 'EJ_ORDERHISTORIK', hiddenInPunchout: true },
  { name: 'mina-sidor-order', pattern: '/mina-sidor/ordrar/[id]', title: 'routes.order', layout: 'default', requiresAuth: true, deniedBy: 'EJ_ORDERHISTORIK', validate: idParam('id'), hiddenInPunchout: true },
  { name: 'inkopslistor', pattern: '/inkopslistor', title: 'routes.shoppingLists', layout: 'default', requiresAuth: true },
  { name: 'inkopslista', pattern: '/inkopslistor/[id]', title: 'routes.shoppingList', layout: 'default', requiresAuth: true, validate: idParam('id') },
  { name: 'produktkonfiguration', pattern: '/produktkonfiguration/[id]', title: 'routes.productConfiguration', layout: 'plain', requiresAuth: true, validate: idParam('id') },
  { name: 'anvandare', pattern: '/anvandare', title: 'routes.users', layout: 'default', requiresAuth: true, requiresAdmin: true },
  { name: 'anvandare-ny', pattern: '/anvandare/ny', title: 'routes.createUser', layout: 'default', requiresAuth: true, requiresAdmin: true },
  { name: 'anvandare-id', pattern: '/anvandare/[id]', title: 'routes.editUser', layout: 'default', requiresAuth: true, requiresAdmin: true, validate: idParam('id') },
  { name: 'admin', pattern: '/admin', title: 'routes.admin', layout: 'default', requiresAuth: true, externalRedirect: true },
  // The brands' own routes (spec point 2: "brand-specific route lists"); 404 on the other brands.
  { name: 'el-kalkyl', pattern: '/el-kalkyl', title: 'brandPages.calculator.title', layout: 'default', brand: 'ljus' },
  { name: 'virkesguide', pattern: '/virkesguide', title: 'brandPages.timberGuide.title', layout: 'default', brand: 'virke' },
  { name: 'vvs-service', pattern: '/vvs-service', title: 'brandPages.serviceBooking.title', layout: 'default', brand: 'ror' },
  // Content pages last: any other one- or two-segment path is a content slug.
  { name: 'slug', pattern: '/[slug]', title: 'routes.content', layout: 'default', validate: slugParam('slug'), edgeCache: true },
  { name: 'slug-contentSlug', pattern: '/[slug]/[contentSlug]', title: 'routes.content', layout: 'default', validate: (input) => slugParam('slug')(input) && slugParam('contentSlug')(input), edgeCache: true },
] as const satisfies readonly RouteDefinition[];

export const routeTable: readonly RouteDefinition[] = routes;

/** Every route's name, as a literal union: `href()` and the tests take only these. */
export type RouteName = (typeof routes)[number]['name'];

/** The path pattern of one named route, e.g. `RoutePattern<'produkt-slug'>` is `/produkt/[slug]`. */
export type RoutePattern<Name extends RouteName> = Extract<(typeof routes)[number], { name: Name }>['pattern'];
