'use server';

import { z } from 'zod';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { updateFavoriteListArticle } from '../../../lib/upstream/favorite-lists/update-favorite-list-article';
import { checkQuantity } from '../../cart';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ItemIdField, ListIdField } from '../list-id';
import { asListUser } from '../list-user';

const Fields = z.object({
  listId: ListIdField,
  itemId: ItemIdField,
  articleNumber: z.string().regex(/^\d{1,20}$/),
  value: z.string().max(50),
  multiple: z.coerce.number().int().positive().max(100_000).catch(1),
  unit: z.string().trim().max(10).catch('ST'),
});

/**
 * One line's quantity (absolute), sent 500 ms after the last keystroke like the cart's: the
 * cart's quantity rules answer a bad value in Swedish before anything is sent. The page is not
 * rendered again, so the field the buyer types in keeps its focus and value.
 */
export const changeListQuantity = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const fields = Fields.safeParse(Object.fromEntries(['listId', 'itemId', 'articleNumber', 'value', 'multiple', 'unit'].map((name) => [name, form.get(name) ?? undefined])));
    if (!fields.success) return { status: 'invalid', message: t('errors.bad_request') };
    const { listId, itemId, articleNumber, value, multiple, unit } = fields.data;
    const checked = checkQuantity(value, { multiple, unit });
    if (!checked.ok) return { status: 'invalid', message: t(checked.key, checked.params) };
    await asListUser((user) => updateFavoriteListArticle(user.commerce, { token: user.token, customerId: user.customerId, listId, itemId, quantity: checked.quantity }));
    return { status: 'done', message: t('shoppingLists.detail.quantitySaved', { articleNumber }) };
  } catch (error) {
    return listFailure(error);
  }
});
