'use server';

import { getRequestContext, noArgs, parsedAction } from '../../../lib/request';
import type { CartView } from '../cart-view';
import { loadCartView } from '../load-cart-view';

/** The flyout's content, fetched when it opens: the cart can change in another tab meanwhile. */
export const loadCartSummary = parsedAction(noArgs(), (): CartView | null => null, async (): Promise<CartView | null> => {
  if (!getRequestContext().session) return null;
  return loadCartView();
});
