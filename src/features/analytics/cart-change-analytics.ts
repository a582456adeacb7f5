import 'server-only';
import { getRequestContext } from '../../lib/request';
import type { UpstreamService } from '../../lib/upstream';
import { getVariants } from '../../lib/upstream/commerce/get-variants';
import { toAnalyticsItem } from './analytics-item';
import { cartChange, type CartEventName, type DataLayerEvent } from './ecommerce-events';

export interface CartChange {
  articleNumber: string;
  /** How much the line changed by (always positive: the event name says the direction). */
  quantity: number;
}

interface CartUser {
  commerce: UpstreamService;
  token: string;
  customerId: string | undefined;
}

/**
 * add_to_cart / remove_from_cart for a cart change made by a server action (decision 036). Names
 * and prices come from getVariants here, on the server, so every place that changes the cart
 * reports the same item shape and a buyer with EJ_SE_PRISER never gets a price (it is not even
 * asked for). The list name is added in the browser, by the form that knows where it sits.
 * Analytics never fails a cart change: without the variants the items carry article numbers only.
 */
export async function cartChangeAnalytics(user: CartUser, event: CartEventName, changes: readonly CartChange[]): Promise<{ analytics?: DataLayerEvent }> {
  const positive = changes.filter((change) => change.quantity > 0);
  if (positive.length === 0) return {};
  const { permissions } = getRequestContext();
  const variants = await getVariants(user.commerce, {
    articleNumbers: positive.map((change) => change.articleNumber).slice(0, 200),
    token: user.token,
    customerId: user.customerId,
    permissions: { viewPrices: permissions.viewPrices, viewDiscounts: permissions.viewDiscounts },
    skipStock: true,
  }).catch(() => []);
  const byArticle = new Map(variants.map((variant) => [variant.articleNumber, variant]));
  const items = positive.map((change, index) => {
    const variant = byArticle.get(change.articleNumber);
    const price = permissions.viewPrices ? variant?.price : undefined;
    return toAnalyticsItem({ articleNumber: change.articleNumber, name: variant?.name, netPrice: price?.netPrice, alloyingPrice: price?.alloyingPrice, quantity: change.quantity }, index);
  });
  return { analytics: cartChange(event, items, permissions.viewPrices) };
}

/** A quantity set from `before` to `after`: an add or a removal of the difference, or nothing. */
export function quantityChange(user: CartUser, articleNumber: string, before: number, after: number): Promise<{ analytics?: DataLayerEvent }> {
  if (after === before) return Promise.resolve({});
  return cartChangeAnalytics(user, after > before ? 'add_to_cart' : 'remove_from_cart', [{ articleNumber, quantity: Math.abs(after - before) }]);
}

// What a batch really added; in its own file so it can be tested without a server.
export { addedLines } from './added-lines';
