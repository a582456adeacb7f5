'use server';

import { z } from 'zod';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { addFavoriteListArticles } from '../../../lib/upstream/favorite-lists/add-favorite-list-articles';
import { getFavoriteList } from '../../../lib/upstream/favorite-lists/get-favorite-list';
import { saveFavoriteList } from '../../../lib/upstream/favorite-lists/save-favorite-list';
import { checkQuantity } from '../../cart';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { lineErrorText } from '../list-line-errors';
import { checkListName } from '../list-name';
import { asListUser } from '../list-user';

const Fields = z.object({
  articleNumber: z.string().regex(/^\d{1,20}$/),
  listId: z.union([z.literal('new'), ListIdField]),
  newListId: ListIdField,
  quantity: z.string().max(50),
  multiple: z.coerce.number().int().positive().max(100_000).catch(1),
  unit: z.string().trim().max(10).catch('ST'),
});

/**
 * "Lägg till i lista" on the product page: the article and quantity into a list the buyer may
 * change, or into a new private list made with it in one call (the new list's id comes with the
 * form, so a double click makes one list and one line).
 */
export const addToList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const fields = Fields.safeParse(Object.fromEntries(['articleNumber', 'listId', 'newListId', 'quantity', 'multiple', 'unit'].map((name) => [name, form.get(name) ?? undefined])));
    if (!fields.success) return { status: 'invalid', message: t('shoppingLists.product.chooseList') };
    const { articleNumber, listId, newListId, multiple, unit } = fields.data;
    const quantity = checkQuantity(fields.data.quantity, { multiple, unit });
    if (!quantity.ok) return { status: 'invalid', message: t(quantity.key, quantity.params) };
    const article = { articleNumber, quantity: quantity.quantity };
    return await asListUser(async (user) => {
      const base = { token: user.token, customerId: user.customerId };
      if (listId === 'new') {
        const name = checkListName(String(form.get('newName') ?? ''));
        if (!name.ok) return { status: 'invalid', message: t(name.key, name.params) };
        const list = await saveFavoriteList(user.commerce, { ...base, listId: newListId, name: name.name, access: 'PRIVATE', ifNew: true, articles: [article] });
        const [refused] = list.errors;
        if (refused) return { status: 'invalid', message: lineErrorText(articleNumber, refused.code) };
        return { status: 'done', message: t('shoppingLists.product.done', { name: list.favoriteName }), listHref: href('inkopslista', { id: list.favoriteId }) };
      }
      const answer = await addFavoriteListArticles(user.commerce, { ...base, listId, articles: [article] });
      const [refused] = answer.errors;
      if (refused) return { status: 'invalid', message: lineErrorText(articleNumber, refused.code) };
      const list = await getFavoriteList(user.commerce, { ...base, listId });
      return { status: 'done', message: t('shoppingLists.product.done', { name: list.favoriteName }), listHref: href('inkopslista', { id: listId }) };
    });
  } catch (error) {
    return listFailure(error);
  }
});
