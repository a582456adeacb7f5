'use server';

import { z } from 'zod';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { getFavoriteListItems } from '../../../lib/upstream/favorite-lists/get-favorite-list-items';
import { LIST_LINE_LIMIT } from '../../../lib/upstream/favorite-lists/favorite-list-schemas';
import type { QuoteActionState } from '../quote-action-state';
import { quoteFailure } from '../quote-failure';
import { asQuoteUser } from '../quote-user';
import { chosenIds, readRequestFields, sendQuoteRequest } from '../send-quote-request';

const ListId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/**
 * "Begär offert" on a shopping list (/inkopslistor/{id}): its ticked lines (`itemId`), or the
 * whole list when none is ticked, with the list's quantities. The lines are read from the list
 * service as the user (a list they may not see is refused like one that is gone, and nothing is
 * asked); the form only says which.
 */
export const requestQuoteFromList = parsedAction(formActionArgs<QuoteActionState>(), (failure): QuoteActionState => failure, async (_previous, form): Promise<QuoteActionState> => {
  const requestKey = String(form.get('requestKey') ?? '');
  try {
    requireSession();
    const fields = readRequestFields(form);
    const listId = ListId.safeParse(form.get('listId'));
    if (!fields.success || !listId.success) return { status: 'invalid', message: t('errors.bad_request'), requestKey };
    const chosen = chosenIds(form, 'itemId');
    return await asQuoteUser(async (access) => {
      const page = await getFavoriteListItems(access.commerce, { token: access.token, customerId: access.customerId, listId: listId.data, offset: 0, limit: LIST_LINE_LIMIT });
      if (page.data.length === 0) return { status: 'invalid', message: t('quotes.request.emptyList'), requestKey };
      const lines = page.data.filter((item) => chosen.size === 0 || chosen.has(item.favoriteItemId));
      if (lines.length === 0) return { status: 'invalid', message: t('quotes.request.chosenGone'), requestKey };
      return await sendQuoteRequest(access, lines, fields.data);
    });
  } catch (error) {
    return { ...quoteFailure(error), requestKey };
  }
});
