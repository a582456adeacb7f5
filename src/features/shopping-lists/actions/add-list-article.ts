'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { addFavoriteListArticles } from '../../../lib/upstream/favorite-lists/add-favorite-list-articles';
import { checkQuantity } from '../../cart';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { lineErrorText } from '../list-line-errors';
import { asListUser } from '../list-user';

const ARTICLE_NUMBER = /^\d{1,20}$/;

/**
 * Adds an article by its number to a list (the list page's form). A quantity the list already
 * has for it is added to. The service checks the article and the quantity's unit and multiple.
 */
export const addListArticle = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    const articleNumber = String(form.get('articleNumber') ?? '').replace(/\s/g, '');
    if (articleNumber === '') return { status: 'invalid', message: t('shoppingLists.add.articleNumberRequired') };
    // A word typed without picking a suggestion names no article: ask for the pick.
    if (/\D/.test(articleNumber)) return { status: 'invalid', message: t('shoppingLists.add.pickSuggestion') };
    if (!ARTICLE_NUMBER.test(articleNumber)) return { status: 'invalid', message: lineErrorText(articleNumber.slice(0, 20), 'unknown_article') };
    const checked = checkQuantity(String(form.get('quantity') ?? '1'));
    if (!checked.ok) return { status: 'invalid', message: t(checked.key, checked.params) };
    const answer = await asListUser((user) => addFavoriteListArticles(user.commerce, { token: user.token, customerId: user.customerId, listId: id.data, articles: [{ articleNumber, quantity: checked.quantity }] }));
    const [refused] = answer.errors;
    if (refused) return { status: 'invalid', message: lineErrorText(articleNumber, refused.code) };
    rerenderRoute(href('inkopslista', { id: id.data }));
    return { status: 'done', message: t('shoppingLists.add.done', { articleNumber }) };
  } catch (error) {
    return listFailure(error);
  }
});
