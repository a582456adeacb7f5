import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { shopMiddleware } from '../worker/shop-middleware';

// The shop worker: the Hono edge chain of worker/ runs first, then Waku renders the pages.
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: shopMiddleware(),
});
