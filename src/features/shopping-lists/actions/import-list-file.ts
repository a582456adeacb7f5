'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { uploadFavoriteListFile } from '../../../lib/upstream/favorite-lists/upload-favorite-list-file';
import type { ListActionState } from '../list-action-state';
import { listFailure } from '../list-failure';
import { ListIdField } from '../list-id';
import { lineErrorText } from '../list-line-errors';
import { asListUser } from '../list-user';

const SPREADSHEET = /\.(xlsx|csv)$/i;
const MAX_MEGABYTES = 4;
const WHOLE_FILE = new Set(['LIST_LIMIT', 'FILE_TOO_LARGE', 'INVALID_FILE', 'EMPTY_FILE']);

/**
 * A spreadsheet (.xlsx/.csv: Artikelnummer, Antal) into a list, with the cart's import rules: at
 * most 1,000 rows (a 2,000-row file is refused whole, nothing is added) and 4 MB. Each refused
 * row is listed with its reason; quantities add to the lines the list has.
 */
export const importListFile = parsedAction(formActionArgs<ListActionState>(), (failure): ListActionState => failure, async (_previous, form): Promise<ListActionState> => {
  try {
    requireSession();
    const id = ListIdField.safeParse(form.get('listId'));
    if (!id.success) return { status: 'invalid', message: t('errors.bad_request') };
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return { status: 'invalid', message: t(file instanceof File ? 'cartPage.import.emptyFile' : 'cartPage.import.noFile') };
    if (!SPREADSHEET.test(file.name)) return { status: 'invalid', message: t('cartPage.import.invalidFile') };
    const tooLarge: ListActionState = { status: 'invalid', message: t('cartPage.import.tooLarge', { max: MAX_MEGABYTES }) };
    if (file.size > MAX_MEGABYTES * 1024 * 1024) return tooLarge;
    const answer = await asListUser((user) => uploadFavoriteListFile(user.commerce, { token: user.token, listId: id.data, file }));
    const [first] = answer.errors;
    if (first?.id === 'LIST_LIMIT') return { status: 'invalid', message: t('shoppingLists.file.tooManyRows') };
    if (first?.id === 'FILE_TOO_LARGE') return tooLarge;
    if (first?.id === 'INVALID_FILE') return { status: 'invalid', message: t('cartPage.import.invalidFile') };
    if (first?.id === 'EMPTY_FILE') return { status: 'invalid', message: t('cartPage.import.emptyFile') };
    rerenderRoute(href('inkopslista', { id: id.data }));
    if (!first) return { status: 'done', message: t('shoppingLists.file.done', { count: answer.importedRows }) };
    const rows = answer.errors.filter((error) => !WHOLE_FILE.has(error.id));
    return {
      status: answer.importedRows > 0 ? 'done' : 'invalid',
      message: t('shoppingLists.file.partly', { count: answer.importedRows, ids: rows.map((error) => error.id).slice(0, 20).join(', ') }),
      results: rows.slice(0, 100).map((error) => ({ text: `${error.row ? `Rad ${error.row}: ` : ''}${lineErrorText(error.articleNumber || undefined, error.code === 'invalid_article_number' ? 'unknown_article' : error.code)}`, ok: false })),
    };
  } catch (error) {
    return listFailure(error, 'errors.cart_uploads_products');
  }
});
