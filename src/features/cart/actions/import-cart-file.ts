'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { t } from '../../../lib/texts';
import { uploadCartFile } from '../../../lib/upstream/cart/upload-cart-file';
import { addedLines, cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { IMPORT_MAX_MEGABYTES, importAnswer } from '../import-answer';

const SPREADSHEET = /\.(xlsx|csv)$/i;
const MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;

/**
 * Spreadsheet import (.xlsx/.csv) into the default delivery; what the buyer reads of the answer is
 * import-answer.ts. A file too large or of the wrong kind is refused here without being sent.
 */
export const importCartFile = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  const { brand } = getRequestContext();
  try {
    requireSession();
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return { status: 'invalid', message: t(file instanceof File ? 'cartPage.import.emptyFile' : 'cartPage.import.noFile') };
    if (!SPREADSHEET.test(file.name)) return { status: 'invalid', message: t('cartPage.import.invalidFile') };
    if (file.size > MAX_BYTES) return { status: 'invalid', message: t('cartPage.import.tooLarge', { max: IMPORT_MAX_MEGABYTES }) };
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const answer = await uploadCartFile(access.cartService, { token: access.token, cartId: cart.cartId, file, deliveryId: `DBI:${brand.centralStorageId}` });
      rerenderRoute(href('cart'));
      const analytics = await cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, answer.cartItems));
      return { ...analytics, ...importAnswer(answer) };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_uploads_products');
  }
});
