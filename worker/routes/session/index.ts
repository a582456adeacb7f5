import type { Hono } from 'hono';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { registerAssortmentRoute } from './assortment-route';
import { registerContextRoute } from './context-route';
import { registerPasswordRoutes } from './password-routes';
import { registerSignInRoutes } from './sign-in-routes';
import { registerSignOutRoutes } from './sign-out-routes';

/**
 * The session's edge routes. They are Hono routes rather than server actions because each one
 * sets or clears HttpOnly cookies before anything renders, and each works as a plain form post.
 */
export function registerSessionRoutes(app: Hono<ShopEnv>): void {
  registerSignInRoutes(app);
  registerSignOutRoutes(app);
  registerPasswordRoutes(app);
  registerContextRoute(app);
  registerAssortmentRoute(app);
}
