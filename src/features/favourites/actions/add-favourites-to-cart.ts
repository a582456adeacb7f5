'use server';

import { addedLines, cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../../cart/server';
import type { CartActionState } from '../../cart';
import { orderMultiple } from '../../../lib/catalogue/stock-status';
import { actionFailure, formActionArgs, getRequestContext, parsedAction, requireSession } from '../../../lib/request';
import { t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import { getVariants } from '../../../lib/upstream/commerce/get-variants';
import { loadFavouriteArticles } from '../load-favourites';

/**
 * "Lägg i varukorg" for one starred article, or "Lägg alla i varukorgen", from the favourites
 * flyout. The browser names only which article (or all); the list is read again here, so only
 * the buyer's own favourites can be added. Each article goes in its order multiple (the least
 * the cart takes) to the default delivery, added to what the line holds (mode 'increment'), all
 * in one call; an article the cart refuses is named.
 */
export const addFavouritesToCart = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  try {
    requireSession();
    const favourites = (await loadFavouriteArticles()) ?? [];
    const chosen = form.get('scope') === 'all' ? favourites : favourites.filter((favourite) => favourite.articleNumber === String(form.get('articleNumber') ?? ''));
    if (chosen.length === 0) return { status: 'invalid', message: t('favouriteArticles.toCart.nothing') };
    const { brand } = getRequestContext();
    const deliveryId = `DBI:${brand.centralStorageId}`;
    return await asCartUser(async (access) => {
      const articleNumbers = chosen.map((favourite) => favourite.articleNumber);
      const variants = await getVariants(access.commerce, { articleNumbers, token: access.token, permissions: { viewPrices: false, viewDiscounts: false }, locationIds: [brand.centralStorageId] });
      const multiples = new Map(variants.map((variant) => [variant.articleNumber, orderMultiple(variant.stock, brand.centralStorageId)]));
      const cart = await currentCart(access);
      const answer = await addCartItems(access.cartService, {
        token: access.token,
        cartId: cart.cartId,
        items: articleNumbers.map((articleNumber, index) => ({ id: String(index), articleNumber, quantity: multiples.get(articleNumber) ?? 1, deliveryId })),
        mode: 'increment',
      });
      const refused = answer.errors.map((error) => articleNumbers[Number(error.id)]).filter((value): value is string => Boolean(value));
      const held = new Set(cart.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`));
      const lineCount = cart.cartItems.length + new Set(answer.cartItems.map((item) => `${item.articleNumber}|${item.deliveryId}`).filter((key) => !held.has(key))).size;
      const analytics = await cartChangeAnalytics(access, 'add_to_cart', addedLines(cart.cartItems, answer.cartItems));
      if (refused.length > 0) return { status: 'invalid', message: t('favouriteArticles.toCart.refused', { ids: refused.join(', ') }), lineCount, ...analytics };
      const message = chosen.length === 1 ? t('favouriteArticles.toCart.added', { articles: articleNumbers.join(', ') }) : t('favouriteArticles.toCart.addedAll');
      return { status: 'done', message, lineCount, ...analytics };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_add_product');
  }
});
