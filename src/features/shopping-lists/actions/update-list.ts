'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
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

const Intent = z.enum(['rename', 'share', 'private']);

/** Rename a list, share it with the customer or make it private (the owner or an admin). */
export const updateList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    const intent = Intent.safeParse(form.get('intent'));
    if (!id.success || !intent.success) return { status: 'invalid', message: t('errors.bad_request') };
    const name = intent.data === 'rename' ? checkListName(String(form.get('name') ?? '')) : null;
    if (name && !name.ok) return { status: 'invalid', message: t(name.key, name.params) };
    const change = name?.ok ? { name: name.name } : { access: intent.data === 'share' ? ('SHARED' as const) : ('PRIVATE' as const) };
    const list = await asListUser((user) => saveFavoriteList(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data, ...change }));
    rerenderRoute(href('inkopslista', { id: id.data }));
    if (intent.data === 'rename') return { status: 'done', message: t('shoppingLists.manage.renamed', { name: list.favoriteName }) };
    return { status: 'done', message: t(list.access === 'SHARED' ? 'shoppingLists.manage.shared' : 'shoppingLists.manage.madePrivate') };
  } catch (error) {
    return listFailure(error);
  }
});
