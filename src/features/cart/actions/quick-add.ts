'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { formatNumber } from '../../../lib/format';
import { href } from '../../../lib/routes/href';
import { composeErrorMessage, t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import type { CartLineError, NewCartItem } from '../../../lib/upstream/cart/cart-schemas';
import { cartChangeAnalytics } from '../../analytics/server';
import type { DataLayerEvent } from '../../analytics';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { refusalReason } from '../cart-refusal';
import { checkQuantity } from '../quantity-rules';
import { parseQuickAdd, type QuickAddRow } from '../quick-add-parse';

/** One paste is one batch call; the cart service takes at most 1,000 lines a call. */
const QUICK_ADD_MAX_ROWS = 500;
const MAX_TEXT = 40_000;

type LineResult = { text: string; ok: boolean; /** A refusal that says why (a rule), not a fault. */ reasoned?: boolean };

/** A refused line: why, when the service named a rule; otherwise only that it failed. */
function failureResult(row: QuickAddRow, code: string): LineResult {
  const at = { line: row.line, articleNumber: row.articleNumber };
  if (code === 'unknown_article') return { text: t('cartPage.quickAdd.unknown_article', at), ok: false, reasoned: true };
  if (code === 'not_purchasable' || code === 'express_not_available') return { text: t('cartPage.quickAdd.not_purchasable', at), ok: false, reasoned: true };
  const reason = refusalReason(code);
  if (reason) return { text: t('cartPage.refusal.line', { ...at, reason }), ok: false, reasoned: true };
  return { text: t('cartPage.quickAdd.failed', at), ok: false };
}

/**
 * The answer's headline: "Tillagd i varukorgen"; the one refusal's reason; "these were not added,
 * see why below" when every refusal has its reason; the spec's generic failure (point 8) only when
 * a line failed for no rule the buyer can act on.
 */
function headline(failed: { articleNumber: string; result: LineResult }[]): string {
  if (failed.length === 0) return t('cart.added');
  const ids = failed.map((failure) => failure.articleNumber).join(', ');
  if (!failed.every((failure) => failure.result.reasoned)) return composeErrorMessage('errors.cart_add_products', { ids });
  return failed.length === 1 ? (failed[0]?.result.text ?? '') : t('cartPage.refusal.several', { ids });
}

/** "tillagd (3)", and when the line held some already, how many it holds now. */
function addedText(row: QuickAddRow, added: number, holds: number | undefined): string {
  const at = { line: row.line, articleNumber: row.articleNumber, quantity: formatNumber(added) };
  if (holds === undefined || holds === added) return t('cartPage.quickAdd.added', at);
  return t('cartPage.quickAdd.addedTo', { ...at, total: formatNumber(holds) });
}

/**
 * Quick add on the cart page: pasted "article number, quantity" lines go to the default delivery
 * in one batch, each line answered on its own (added, unknown article, not purchasable, or why
 * its quantity was refused). Quantities add to what the line already holds: the cart service
 * adds them atomically (mode 'increment') and answers each line's new quantity, which is shown.
 */
export const quickAdd = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  const { brand } = getRequestContext();
  const { rows, unreadable } = parseQuickAdd(String(form.get('lines') ?? '').slice(0, MAX_TEXT));
  try {
    requireSession();
    if (rows.length === 0 && unreadable.length === 0) return { status: 'invalid', message: t('cartPage.quickAdd.nothing') };
    if (rows.length > QUICK_ADD_MAX_ROWS) return { status: 'invalid', message: t('cartPage.quickAdd.tooMany', { max: QUICK_ADD_MAX_ROWS }) };
    const results = new Map<number, LineResult>(unreadable.map((line) => [line, { text: t('cartPage.quickAdd.badLine', { line }), ok: false, reasoned: true }]));
    const valid: { row: QuickAddRow; quantity: number }[] = [];
    for (const row of rows) {
      // The service checks the order multiple and unit; here only what is no quantity at all.
      const checked = checkQuantity(row.quantity ?? row.quantityText, { unit: 'M' });
      if (checked.ok) valid.push({ row, quantity: checked.quantity });
      else results.set(row.line, { text: t('cartPage.quickAdd.badQuantity', { line: row.line, message: t(checked.key, checked.params) }), ok: false, reasoned: true });
    }
    const deliveryId = `DBI:${brand.centralStorageId}`;
    let report: { analytics?: DataLayerEvent } = {};
    const lineCount = await asCartUser(async (access) => {
      const cart = await currentCart(access);
      if (valid.length === 0) return cart.cartItems.length;
      // The lines held before are read for the header count only, never to compute a quantity.
      const held = new Set(cart.cartItems.filter((item) => item.deliveryId === deliveryId).map((item) => item.articleNumber));
      const items: NewCartItem[] = valid.map(({ row, quantity }) => ({ id: String(row.line), articleNumber: row.articleNumber, quantity, deliveryId }));
      const answer = await addCartItems(access.cartService, { token: access.token, cartId: cart.cartId, items, mode: 'increment' });
      const failed = new Map<string, CartLineError>(answer.errors.map((error) => [error.id, error]));
      const holds = new Map(answer.cartItems.filter((item) => item.deliveryId === deliveryId).map((item) => [item.articleNumber, item.quantity]));
      for (const { row, quantity } of valid) {
        const error = failed.get(String(row.line));
        results.set(row.line, error ? failureResult(row, error.code) : { text: addedText(row, quantity, holds.get(row.articleNumber)), ok: true });
      }
      rerenderRoute(href('cart'));
      report = await cartChangeAnalytics(access, 'add_to_cart', valid.filter(({ row }) => !failed.has(String(row.line))).map(({ row, quantity }) => ({ articleNumber: row.articleNumber, quantity })));
      const added = new Set(answer.cartItems.map((item) => item.articleNumber));
      return cart.cartItems.length + [...added].filter((article) => !held.has(article)).length;
    });
    const ordered = [...results.entries()].sort(([a], [b]) => a - b);
    const failed = ordered.filter(([, result]) => !result.ok).map(([line, result]) => ({ articleNumber: rows.find((row) => row.line === line)?.articleNumber ?? String(line), result }));
    const answers = ordered.map(([, { text, ok }]) => ({ text, ok }));
    return { status: failed.length === 0 ? 'done' : 'invalid', message: headline(failed), lineCount, results: answers, ...report };
  } catch (error) {
    return actionFailure(error, 'errors.cart_add_products', { ids: rows.map((row) => row.articleNumber).join(', ') });
  }
});
