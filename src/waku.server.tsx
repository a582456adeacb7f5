import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { shopMiddleware } from '../worker/shop-middleware';

// The shop worker: the Hono edge chain of worker/ runs first, then Waku renders the pages.
// Waku's own body limit is off: it buffers a body sent without Content-Length whole (up to 100 MB)
// before the chain runs; the chain's requestBodyLimit counts bodies as they stream instead.
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  bodyLimit: false,
  middlewareFns: shopMiddleware(),
});
