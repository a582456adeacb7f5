'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { actionFailure, formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { clearCart } from '../../../lib/upstream/cart/clear-cart';
import { deleteCartItems } from '../../../lib/upstream/cart/delete-cart-items';
import { cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_IDS = 1_000;

/**
 * Removes the chosen lines (one or the selected ones), or every line when intent is "empty".
 * Ids come from the form, but only ids of the buyer's own current cart are ever sent.
 */
export const removeLines = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  try {
    requireSession();
    const emptyAll = form.get('intent') === 'empty';
    const ids = [...new Set(form.getAll('cartItemId').map(String))].filter((id) => ITEM_ID.test(id)).slice(0, MAX_IDS);
    if (!emptyAll && ids.length === 0) return { status: 'invalid', message: t('cartPage.actions.noneSelected') };
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const own = ids.filter((id) => cart.cartItems.some((item) => item.cartItemId === id));
      if (emptyAll) await clearCart(access.cartService, { token: access.token, cartId: cart.cartId });
      else if (own.length > 0) await deleteCartItems(access.cartService, { token: access.token, cartId: cart.cartId, cartItemIds: own });
      rerenderRoute(href('cart'));
      const left = emptyAll ? 0 : cart.cartItems.length - own.length;
      const removed = cart.cartItems.filter((item) => emptyAll || own.includes(item.cartItemId));
      const analytics = await cartChangeAnalytics(access, 'remove_from_cart', removed.map((item) => ({ articleNumber: item.articleNumber, quantity: item.quantity })));
      return { status: 'done', message: t(emptyAll ? 'cartPage.actions.emptied' : 'cartPage.actions.removed'), lineCount: left, ...analytics };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_remove_products');
  }
});
