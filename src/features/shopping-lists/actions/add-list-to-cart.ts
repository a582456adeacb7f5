'use server';

import { actionFailure, formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { getFavoriteListItems } from '../../../lib/upstream/favorite-lists/get-favorite-list-items';
import { LIST_LINE_LIMIT } from '../../../lib/upstream/favorite-lists/favorite-list-schemas';
import { addToCartFromList } from '../cart-from-list';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { asListUser } from '../list-user';

/**
 * The whole list, or the chosen lines, into the cart in one call (cart batch add, mode
 * 'increment': the quantities add to what the cart holds), to the default delivery from the
 * central warehouse. The lines are read again on the server: the browser sends only which.
 * Each line is answered on its own; a discontinued one names its replacement.
 */
export const addListToCart = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  // The articles being added, once the list is read: a refused call names them (spec point 8).
  let articleNumbers: string[] = [];
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    const all = form.get('scope') === 'all';
    const chosen = new Set(form.getAll('itemId').map(String));
    if (!all && chosen.size === 0) return { status: 'invalid', message: t('shoppingLists.detail.nothingChosen') };
    const page = await asListUser((user) => getFavoriteListItems(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data, offset: 0, limit: LIST_LINE_LIMIT }));
    const lines = page.data.filter((item) => all || chosen.has(item.favoriteItemId));
    if (lines.length === 0) return { status: 'invalid', message: t(all ? 'shoppingLists.toCart.empty' : 'shoppingLists.detail.nothingChosen') };
    articleNumbers = lines.map((line) => line.articleNumber);
    return await addToCartFromList(lines);
  } catch (error) {
    if (error instanceof UpstreamError && error.service === 'cart') return actionFailure(error, 'errors.cart_add_products', { ids: articleNumbers.join(', ') });
    return listFailure(error);
  }
});
