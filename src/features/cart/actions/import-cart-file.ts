'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { uploadCartFile } from '../../../lib/upstream/cart/upload-cart-file';
import { addedLines, cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { refusalReason } from '../cart-refusal';

const SPREADSHEET = /\.(xlsx|csv)$/i;
/** The cart service's upload limit: a larger file is refused here without being sent. */
const MAX_MEGABYTES = 4;
const MAX_BYTES = MAX_MEGABYTES * 1024 * 1024;
const WHOLE_FILE = new Set(['CART_LIMIT', 'FILE_TOO_LARGE', 'INVALID_FILE', 'EMPTY_FILE']);

/**
 * Spreadsheet import (.xlsx/.csv) into the default delivery. Spec point 8: CART_LIMIT shows
 * cart.cart_limit_exceeded; any other failure shows cart.wrong_import followed by the row ids.
 * A file too large to import (here, or FILE_TOO_LARGE from the service) is not a full cart: it
 * gets its own sentence.
 */
export const importCartFile = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  const { brand } = getRequestContext();
  try {
    requireSession();
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return { status: 'invalid', message: t(file instanceof File ? 'cartPage.import.emptyFile' : 'cartPage.import.noFile') };
    if (!SPREADSHEET.test(file.name)) return { status: 'invalid', message: t('cartPage.import.invalidFile') };
    const tooLarge: CartActionState = { status: 'invalid', message: t('cartPage.import.tooLarge', { max: MAX_MEGABYTES }) };
    if (file.size > MAX_BYTES) return tooLarge;
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const answer = await uploadCartFile(access.cartService, { token: access.token, cartId: cart.cartId, file, deliveryId: `DBI:${brand.centralStorageId}` });
      rerenderRoute(href('cart'));
      const analytics = await cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, answer.cartItems));
      const [first] = answer.errors;
      const imported = t('cartPage.import.done', { count: answer.cartItems.length });
      if (!first) return { status: 'done', message: imported, ...analytics };
      if (first.id === 'CART_LIMIT') return { status: 'invalid', message: t('cart.cart_limit_exceeded') };
      if (first.id === 'FILE_TOO_LARGE') return tooLarge;
      const ids = answer.errors.map((error) => error.id).filter((id) => !WHOLE_FILE.has(id) || answer.errors.length === 1);
      const wrong = t('cart.wrong_import', { ids: ids.join(', ') });
      return { ...analytics, status: 'invalid', message: answer.cartItems.length > 0 ? `${imported} ${wrong}` : wrong, results: answer.errors.slice(0, 100).map((error) => ({ text: `${error.id}: ${error.articleNumber ?? ''} ${refusalReason(error.code) ?? error.code}`.trim(), ok: false })) };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_uploads_products');
  }
});
