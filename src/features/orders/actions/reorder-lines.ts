'use server';

import { addedLines, cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../../cart/server';
import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { formatNumber } from '../../../lib/format';
import { UpstreamError } from '../../../lib/upstream';
import { t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import { getLineVariants } from '../../../lib/upstream/commerce/get-variants';
import { getOrder } from '../../../lib/upstream/order/get-order';
import type { CartActionState } from '../../cart';

const ORDER_ID = /^\d{1,12}$/;

/**
 * Reorder: the chosen lines of an order (or all) go to the cart's default delivery at today's
 * price, each answered on its own like quick add. The order is read again on the server (the
 * browser sends only which lines), so quantities and articles are the order's, and the buyer
 * must still be allowed to see it. Quantities add to what the cart holds (mode 'increment'). A
 * discontinued article the cart refuses names its replacement.
 */
export const reorderLines = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  const orderId = String(form.get('orderId') ?? '');
  // The articles being added, once the order is read: a refused call names them (spec point 8).
  let articleNumbers: string[] = [];
  try {
    requireSession();
    if (!ORDER_ID.test(orderId)) return { status: 'invalid', message: t('errors.not_found') };
    const all = form.get('scope') === 'all';
    const chosen = new Set(form.getAll('line').map((value) => Number(value)).filter((value) => Number.isInteger(value) && value > 0));
    if (!all && chosen.size === 0) return { status: 'invalid', message: t('orders.reorder.nothingChosen') };
    const { brand, services } = getRequestContext();
    const deliveryId = `DBI:${brand.centralStorageId}`;
    return await asCartUser(async (access) => {
      const order = await getOrder(services.order, { token: access.token, orderId, customerId: access.customerId });
      const lines = order.orderItems.filter((item) => all || chosen.has(item.position));
      if (lines.length === 0) return { status: 'invalid', message: t('orders.reorder.nothingChosen') };
      articleNumbers = lines.map((line) => line.articleNumber);
      const cart = await currentCart(access);
      const answer = await addCartItems(access.cartService, {
        token: access.token,
        cartId: cart.cartId,
        items: lines.map((line) => ({ id: String(line.position), articleNumber: line.articleNumber, quantity: line.quantity, deliveryId })),
        mode: 'increment',
      });
      const failed = new Map(answer.errors.map((error) => [error.id, error.code]));
      const refused = lines.filter((line) => failed.has(String(line.position)));
      const variants = refused.length > 0 ? await getLineVariants(access.commerce, { articleNumbers: refused.map((line) => line.articleNumber), token: access.token, permissions: { viewPrices: false, viewDiscounts: false }, skipStock: true }).catch(() => []) : [];
      const results = lines.map((line) => {
        const code = failed.get(String(line.position));
        const at = { articleNumber: line.articleNumber, quantity: formatNumber(line.quantity) };
        if (!code) return { text: t('orders.reorder.added', at), ok: true };
        const replacement = variants.find((variant) => variant.articleNumber === line.articleNumber)?.relations.find((relation) => relation.type === 'ersattningsartikel');
        if (replacement) return { text: t('orders.reorder.replaced', { ...at, replacement: replacement.articleNumber }), ok: false };
        if (code === 'unknown_article') return { text: t('orders.reorder.unknown', at), ok: false };
        if (code === 'not_purchasable') return { text: t('orders.reorder.notPurchasable', at), ok: false };
        return { text: t('orders.reorder.failed', at), ok: false };
      });
      const held = new Set(cart.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`));
      const added = new Set(answer.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`));
      const lineCount = cart.cartItems.length + [...added].filter((key) => !held.has(key)).length;
      const ok = results.every((result) => result.ok);
      const analytics = await cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, answer.cartItems));
      return { status: ok ? 'done' : 'invalid', message: ok ? t('orders.reorder.done') : t('errors.cart_add_products', { ids: refused.map((line) => line.articleNumber).join(', ') }), results, lineCount, ...analytics };
    });
  } catch (error) {
    // Before the order was read, it is the order that failed, in its service's words.
    if (articleNumbers.length === 0) return actionFailure(error, error instanceof UpstreamError ? error.textKey : undefined);
    return actionFailure(error, 'errors.cart_add_products', { ids: articleNumbers.join(', ') });
  }
});
