'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { deleteFavoriteListArticles } from '../../../lib/upstream/favorite-lists/delete-favorite-list-articles';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ItemIdField, ListIdField } from '../list-id';
import { asListUser } from '../list-user';

const MAX_LINES = 1_000;

/** Removes the chosen lines (the checkboxes of the lines table belong to this form). */
export const removeListLines = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    const itemIds = [...new Set(form.getAll('itemId').map(String))].filter((value) => ItemIdField.safeParse(value).success).slice(0, MAX_LINES);
    if (itemIds.length === 0) return { status: 'invalid', message: t('shoppingLists.detail.nothingChosen') };
    const deleted = await asListUser((user) => deleteFavoriteListArticles(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data, itemIds }));
    rerenderRoute(href('inkopslista', { id: id.data }));
    return { status: 'done', message: t('shoppingLists.detail.removed', { count: deleted.length }) };
  } catch (error) {
    return listFailure(error);
  }
});
