'use server';

import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { saveFavoriteList } from '../../../lib/upstream/favorite-lists/save-favorite-list';
import { asCartUser, currentCart } from '../../cart/server';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { readNewListFields } from '../list-id';

/**
 * "Spara som inköpslista" on the cart page: every cart line with its quantity into a new private
 * list, made in one call with its lines (PUT with articles). The same article on two deliveries
 * becomes one line with both quantities. The lines are read from the cart on the server.
 */
export const saveCartAsList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const fields = readNewListFields(form);
    if (!fields.ok) return fields.state;
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      if (cart.cartItems.length === 0) return { status: 'invalid', message: t('shoppingLists.fromCart.empty') };
      const list = await saveFavoriteList(access.commerce, {
        token: access.token,
        customerId: access.customerId,
        listId: fields.listId,
        name: fields.name,
        access: 'PRIVATE',
        ifNew: true,
        articles: cart.cartItems.map((item) => ({ articleNumber: item.articleNumber, quantity: item.quantity })),
      });
      const listHref = href('inkopslista', { id: list.favoriteId });
      if (list.errors.length > 0) return { status: 'done', message: t('shoppingLists.fromCart.partly', { name: list.favoriteName, ids: list.errors.map((error) => error.articleNumber ?? error.id).join(', ') }), listHref };
      return { status: 'done', message: t('shoppingLists.fromCart.done', { name: list.favoriteName, count: list.totalRows }), listHref };
    });
  } catch (error) {
    return listFailure(error);
  }
});
