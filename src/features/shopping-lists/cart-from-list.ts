import 'server-only';
import { getRequestContext } from '../../lib/request';
import { formatNumber } from '../../lib/format';
import { t } from '../../lib/texts';
import { addCartItems } from '../../lib/upstream/cart/add-cart-items';
import { getLineVariants } from '../../lib/upstream/commerce/get-variants';
import type { FavoriteItem } from '../../lib/upstream/favorite-lists/favorite-list-schemas';
import { addedLines, cartChangeAnalytics } from '../analytics/server';
import { asCartUser, currentCart } from '../cart/server';
import type { ListActionState } from './list-action-state';

/**
 * List lines into the buyer's cart in one batch add to the default delivery (home delivery from
 * the central warehouse), each answered on its own: added, unknown, not purchasable, or
 * discontinued with its replacement. Quantities add to what the cart holds ('increment').
 */
export async function addToCartFromList(lines: readonly FavoriteItem[]): Promise<ListActionState> {
  const { brand } = getRequestContext();
  const deliveryId = `DBI:${brand.centralStorageId}`;
  return asCartUser(async (access) => {
    const cart = await currentCart(access);
    const answer = await addCartItems(access.cartService, {
      token: access.token,
      cartId: cart.cartId,
      items: lines.map((line) => ({ id: line.favoriteItemId, articleNumber: line.articleNumber, quantity: line.quantity, deliveryId })),
      mode: 'increment',
    });
    const failed = new Map(answer.errors.map((error) => [error.id, error.code]));
    const refused = lines.filter((line) => failed.has(line.favoriteItemId));
    const variants = refused.length > 0 ? await getLineVariants(access.commerce, { articleNumbers: refused.map((line) => line.articleNumber).slice(0, 200), token: access.token, permissions: { viewPrices: false, viewDiscounts: false }, skipStock: true }).catch(() => []) : [];
    // Only the refused lines are listed one by one: for a 500-line list, 500 "added" sentences help nobody.
    const results = refused.map((line) => {
      const code = failed.get(line.favoriteItemId);
      const at = { articleNumber: line.articleNumber, quantity: formatNumber(line.quantity) };
      const replacement = variants.find((variant) => variant.articleNumber === line.articleNumber)?.relations.find((relation) => relation.type === 'ersattningsartikel');
      if (replacement) return { text: t('shoppingLists.toCart.replaced', { ...at, replacement: replacement.articleNumber }), ok: false };
      if (code === 'unknown_article') return { text: t('shoppingLists.toCart.unknown', at), ok: false };
      if (code === 'not_purchasable') return { text: t('shoppingLists.toCart.notPurchasable', at), ok: false };
      return { text: t('shoppingLists.toCart.failed', at), ok: false };
    });
    const held = new Set(cart.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`));
    const lineCount = cart.cartItems.length + new Set(answer.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`).filter((key) => !held.has(key))).size;
    const analytics = await cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, answer.cartItems));
    if (refused.length === 0) return { status: 'done', message: t('shoppingLists.toCart.done'), lineCount, ...analytics };
    const added = lines.length - refused.length;
    const message = t('errors.cart_add_products', { ids: refused.map((line) => line.articleNumber).join(', ') });
    return { status: added > 0 ? 'done' : 'invalid', message, results, lineCount, ...analytics };
  });
}
