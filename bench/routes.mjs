// The routes `npm run bench` measures, at each catalogue size. Add yours here:
//   name      label in the tables and results.json (unique)
//   path      path + query, requested on the shop's own origin
//   kind      'page' (HTML: page budgets apply and its client JavaScript is counted) or 'api'
//   status    the status the route is meant to answer with (default 200)
//   signedIn  true: sent with the demo buyer's access and refresh token cookies (lib/sign-in.mjs)
//   host      optional Host header; defaults to BRAND_HOST so the brand middleware picks a brand
//   sampling  optional overrides of SAMPLING below for this route
// The floor (static assets served by the same worker) is added by lib/floor.mjs, not here.

/** A real brand hostname (brands/ljus/config.ts); the port is appended at request time. */
export const BRAND_HOST = 'ljus.localhost';

/** Catalogue sizes the whole measurement runs at (backend/seed: 20,000 by default). */
export const CATALOGUE_SIZES = [20_000, 200_000];

/**
 * Samples per route, shortened so both catalogue sizes fit in about five minutes: TTFB is up to
 * `samples` sequential requests after `warmup`, stopped after `maxMs` (a slow page gets fewer, the
 * table's n column says how many); throughput is autocannon for `loadS` seconds or `loadAmount`
 * requests. A route may override any of these with its own `sampling`.
 */
export const SAMPLING = { warmup: 5, samples: 100, maxMs: 6_000, loadS: 2, loadAmount: 1000 };
const CATALOGUE_SAMPLING = { loadS: 3 };

export const routes = [
  { name: 'front page', path: '/', kind: 'page' },
  { name: 'campaigns', path: '/kampanjer', kind: 'page' },
  { name: 'search', path: '/search?q=kabel', kind: 'page' },
  { name: '404 page', path: '/produkt/finns-inte', kind: 'page', status: 404 },
  { name: 'brand config', path: '/api/brand-config', kind: 'api' },
];

/**
 * The catalogue routes of issue 4, on pages picked at runtime (lib/catalogue.mjs): a category
 * three levels deep with 48 products, and the first product card on it.
 */
export const catalogueRoutes = ({ categoryPath, productPath }) =>
  [
  { name: 'category, signed in', path: categoryPath, kind: 'page', signedIn: true },
  { name: 'category', path: categoryPath, kind: 'page' },
  { name: 'product, signed in', path: productPath, kind: 'page', signedIn: true },
  { name: 'search, signed in', path: '/search?q=kabel', kind: 'page', signedIn: true },
  { name: 'suggest kab, signed in', path: '/api/search/suggest?q=kab', kind: 'api', signedIn: true },
  { name: 'suggest kabel, signed in', path: '/api/search/suggest?q=kabel', kind: 'api', signedIn: true },
  { name: 'suggest kab', path: '/api/search/suggest?q=kab', kind: 'api' },
  ].map((route) => ({ ...route, sampling: CATALOGUE_SAMPLING }));

/** Words a buyer types, letter by letter: each prefix of two letters or more is one search ("kabel" is the other routes'). */
const TYPED_WORDS = ['skruv', 'rör', 'lampa', 'kontakt', 'säkring', 'brytare', 'dosa', 'plugg', 'mutter', 'bricka', 'borr', 'tejp', 'slang', 'koppling', 'ventil', 'isolering', 'kanal', 'hylsa', 'handske', 'hammare', 'stege', 'armatur', 'dimmer', 'gängstång'];
const TYPED = TYPED_WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

/**
 * Search-as-you-type with words no request asked before: the n-th request of a shop types the n-th
 * prefix (then the same ones with a number), so every answer misses the edge's suggestion cache
 * (decision 048) and shows what a new word costs. Side by side only; shown, no aim.
 */
export const newWordsRoute = {
  name: 'suggest, new words',
  path: '/api/search/suggest?q=sk',
  pathAt: (n) => `/api/search/suggest?q=${encodeURIComponent(n < TYPED.length ? TYPED[n] : `${TYPED[n % TYPED.length]} ${Math.floor(n / TYPED.length)}`)}`,
  kind: 'api',
};

/** Orders of Bygg & El Norr AB (anna's customer) in the first size's database (issue 14). */
export const BENCH_ORDERS = 20_000;
/** The seed's 200-line order when BENCH_ORDERS is set (backend/seed/order-history-seed.mjs). */
export const BIG_ORDER_ID = '4399999';

/** Order history at BENCH_ORDERS orders, first catalogue size only: list, filtered list, one order, a 200-line PDF. */
export const orderRoutes = [
  { name: 'orders, signed in', path: '/mina-sidor/ordrar', kind: 'page', signedIn: true },
  { name: 'orders filtered, signed in', path: '/mina-sidor/ordrar?q=Skolan&status=INVOICED&period=forra-aret&sortering=total%3Adesc', kind: 'page', signedIn: true },
  { name: 'one order, signed in', path: '/mina-sidor/ordrar/4500001', kind: 'page', signedIn: true },
  { name: 'order PDF 200 lines, signed in', path: `/api/orders/${BIG_ORDER_ID}/orderbekraftelse.pdf`, kind: 'api', signedIn: true, sampling: { samples: 30, maxMs: 4_000, loadS: 2 } },
].map((route) => ({ ...route, sampling: { loadS: 2, ...route.sampling } }));

/** The seed's shared 500-line shopping list of anna's customer (bench seed only; backend/seed/favourite-lists-seed.mjs). */
export const BENCH_LIST_ID = 'FL-BENCH-500';

/** Shopping lists (issue 15), first catalogue size only: the 500-line list's page (its first 100 lines, as the page pages them). */
export const listRoutes = [{ name: 'shopping list 500 lines, signed in', path: `/inkopslistor/${BENCH_LIST_ID}`, kind: 'page', signedIn: true, sampling: { samples: 30, maxMs: 4_000, loadS: 2 } }];
