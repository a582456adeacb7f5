'use server';

import { getRequestContext } from '../../../lib/request';
import type { CartView } from '../cart-view';
import { loadCartView } from '../load-cart-view';

/** The flyout's content, fetched when it opens: the cart can change in another tab meanwhile. */
export async function loadCartSummary(): Promise<CartView | null> {
  if (!getRequestContext().session) return null;
  return loadCartView();
}
