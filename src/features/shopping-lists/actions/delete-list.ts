'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { UpstreamError } from '../../../lib/upstream';
import { deleteFavoriteList } from '../../../lib/upstream/favorite-lists/delete-favorite-list';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { asListUser } from '../list-user';

/**
 * Deletes a list after the confirmation, then back to all lists. A list someone else deleted
 * first is gone either way: that is not an error to the buyer who wanted it gone.
 */
export const deleteList = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    await asListUser((user) => deleteFavoriteList(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data })).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.status === 404)) throw error;
    });
  } catch (error) {
    return listFailure(error);
  }
  redirect(href('inkopslistor'));
  return { status: 'done', message: '' };
});
