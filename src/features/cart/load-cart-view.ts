import 'server-only';
import { cache } from 'react';
import { getPermissions, getRequestContext } from '../../lib/request';

import { UpstreamError } from '../../lib/upstream';
import { getStores, type Store } from '../../lib/upstream/location/get-stores';
import { getCart } from '../../lib/upstream/commerce/get-cart';

import { asCartUser } from './cart-access';
import { toCartView, type CartView } from './cart-view';

/**
 * The signed-in buyer's cart with prices (only with viewPrices: otherwise never fetched) as the
 * order will charge them (completeOrderPrice: a line's quantity bracket applies), stock
 * and prompts, once per request. Null when the cart service cannot answer: the page says so.
 */
export const loadCartView = cache(async (): Promise<CartView | null> => {
  const { brand } = getRequestContext();
  const showPrices = getPermissions().viewPrices;
  try {
    return await asCartUser(async (access) => {
      const [cart, stores] = await Promise.all([
        getCart(access.commerce, { token: access.token, customerId: access.customerId, projectId: access.projectId, withPrices: showPrices, completeOrderPrice: true, locationIds: [brand.centralStorageId] }),
        getStores(getRequestContext().services.location, access.token).catch((): Store[] => []),
      ]);
      return toCartView(cart, { centralStorageId: brand.centralStorageId, stores, showPrices });
    });
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    throw error;
  }
});
