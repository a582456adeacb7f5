import 'server-only';
import { checkoutRoutes } from '../../lib/routes/checkout-steps';
import { checkoutStep, type DataLayerEvent } from './ecommerce-events';

export type CheckoutPage = 'cart' | 'delivery' | 'summary' | 'checkout-success-page';

/**
 * The checkout event of a checkout page: its step is the route table's analyticsStep (spec point
 * 2: cart 1, delivery 2, summary 3, checkout-success-page 4), its page type the route's name.
 */
export function checkoutEvent(page: CheckoutPage): DataLayerEvent {
  const route = checkoutRoutes.find((candidate) => candidate.name === page);
  if (!route) throw new Error(`No checkout step for ${page}`);
  return checkoutStep(route.analyticsStep, page);
}
