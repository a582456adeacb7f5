'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { z } from 'zod';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { saveFavoriteList } from '../../../lib/upstream/favorite-lists/save-favorite-list';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { checkListName } from '../list-name';
import { asListUser } from '../list-user';

/**
 * A new list with the id the form was rendered with (so a double click or a re-posted form makes
 * one list), private unless "share" is ticked; then the new list's page.
 */
export const createList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  let listId: string;
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    const name = checkListName(String(form.get('name') ?? ''));
    if (!name.ok) return { status: 'invalid', message: t(name.key, name.params) };
    const access = z.literal('on').safeParse(form.get('share')).success ? 'SHARED' : 'PRIVATE';
    const list = await asListUser((user) => saveFavoriteList(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data, name: name.name, access, ifNew: true }));
    listId = list.favoriteId;
  } catch (error) {
    return listFailure(error);
  }
  // Outside the try: the redirect is thrown, and must reach the framework.
  redirect(href('inkopslista', { id: listId }));
  return { status: 'done', message: '' };
});
