'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { z } from 'zod';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { saveFavoriteList } from '../../../lib/upstream/favorite-lists/save-favorite-list';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { readNewListFields } from '../list-id';
import { asListUser } from '../list-user';

/**
 * A new list with the id the form was rendered with (so a double click or a re-posted form makes
 * one list), private unless "share" is ticked; then the new list's page.
 */
export const createList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  let listId: string;
  try {
    requireSession();
    const fields = readNewListFields(form);
    if (!fields.ok) return fields.state;
    const access = z.literal('on').safeParse(form.get('share')).success ? 'SHARED' : 'PRIVATE';
    const list = await asListUser((user) => saveFavoriteList(user.commerce, { token: user.token, customerId: user.customerId, listId: fields.listId, name: fields.name, access, ifNew: true }));
    listId = list.favoriteId;
  } catch (error) {
    return listFailure(error);
  }
  // Outside the try: the redirect is thrown, and must reach the framework.
  redirect(href('inkopslista', { id: listId }));
  return { status: 'done', message: '' };
});
