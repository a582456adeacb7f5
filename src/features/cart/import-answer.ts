import type { CartLineError } from '../../lib/upstream/cart/cart-schemas';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/texts';
import type { CartActionState } from './cart-action-state';
import { refusalReason } from './cart-refusal';

/** The cart service's upload limit: a larger file is refused by the shop without being sent. */
export const IMPORT_MAX_MEGABYTES = 4;
/** Rows one import may hold (the cart service's limit; a file with more is refused whole). */
const IMPORT_MAX_ROWS = 1_000;

/** A cart line error that says the cart is full: spec point 8's id, or the row's code. */
const cartFull = (error: CartLineError) => error.id === 'CART_LIMIT' || error.code === 'CART_LIMIT';

/**
 * A whole file the cart service refused, in the buyer's words: a file with too many rows (its
 * CART_LIMIT with code too_many_rows is the import's limit, not a full cart), a file too large,
 * one that is no spreadsheet, one without rows. Null for row errors.
 */
function fileProblem(first: CartLineError): string | null {
  if (first.code === 'too_many_rows') return t('cartPage.import.tooManyRows', { max: formatNumber(IMPORT_MAX_ROWS) });
  if (first.id === 'FILE_TOO_LARGE') return t('cartPage.import.tooLarge', { max: IMPORT_MAX_MEGABYTES });
  if (first.id === 'INVALID_FILE') return t('cartPage.import.invalidFile');
  if (first.id === 'EMPTY_FILE') return t('cartPage.import.emptyFile');
  return null;
}

/**
 * What the buyer reads after an import (spec point 8): how many rows came in; rows the cart is too
 * full for, as cart.cart_limit_exceeded; any other refused rows as cart.wrong_import followed by
 * their ids, each also listed with its reason.
 */
export function importAnswer(answer: { cartItems: readonly unknown[]; errors: readonly CartLineError[] }): Pick<CartActionState, 'status' | 'message' | 'results'> {
  const imported = t('cartPage.import.done', { count: answer.cartItems.length });
  const [first] = answer.errors;
  if (!first) return { status: 'done', message: imported };
  const problem = fileProblem(first);
  if (problem) return { status: 'invalid', message: problem };
  const refused = answer.errors.filter((error) => !cartFull(error));
  const sentences = [
    answer.cartItems.length > 0 ? imported : '',
    refused.length > 0 ? t('cart.wrong_import', { ids: refused.map((error) => error.id).join(', ') }) : '',
    refused.length < answer.errors.length ? t('cart.cart_limit_exceeded') : '',
  ];
  return {
    status: 'invalid',
    message: sentences.filter(Boolean).join(' '),
    results: answer.errors.slice(0, 100).map((error) => ({ text: `${error.id}: ${error.articleNumber ?? ''} ${refusalReason(error.code) ?? error.code}`.trim(), ok: false })),
  };
}
