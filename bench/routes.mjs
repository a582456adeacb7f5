// The routes `npm run bench` measures. Add yours here (category page, product page, cart…):
//   name    label in the table and results.json
//   path    path + query, requested on the shop's own origin
//   kind    'page' (HTML: page budgets apply and its client JavaScript is counted) or 'api'
//   status  the status the route is meant to answer with (default 200)
//   host    optional Host header; defaults to BRAND_HOST so the brand middleware picks a brand
// The floor (static assets served by the same worker) is added by lib/floor.mjs, not here.

/** A real brand hostname (brands/ljus/config.ts); the port is appended at request time. */
export const BRAND_HOST = 'ljus.localhost';

export const routes = [
  { name: 'front page', path: '/', kind: 'page' },
  { name: 'campaigns', path: '/kampanjer', kind: 'page' },
  { name: 'search', path: '/search?q=kabel', kind: 'page' },
  { name: '404 page', path: '/produkt/finns-inte', kind: 'page', status: 404 },
  { name: 'brand config', path: '/api/brand-config', kind: 'api' },
];
