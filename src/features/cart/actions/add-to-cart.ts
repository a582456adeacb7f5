'use server';

import { z } from 'zod';
import { getRequestContext } from '../../../lib/request';
import { composeErrorMessage, t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { checkQuantity } from '../quantity-rules';
import { failedState } from './action-errors';

const AddFields = z.object({
  articleNumber: z.string().trim().min(1).max(40),
  quantity: z.string().max(40),
  multiple: z.coerce.number().int().positive().max(100_000).catch(1),
  unit: z.string().trim().max(10).catch('st'),
  deliveryId: z.string().trim().regex(/^[A-Z0-9-]{2,8}:[A-Z0-9-]{2,20}$/).optional().catch(undefined),
});

/**
 * "Lägg i varukorg" from a product card or the product page. The buyer types how many to add;
 * the cart stores absolute quantities (spec point 4), so an article already on the delivery is
 * sent as what it holds plus what was added. Works as a plain form post too (no JavaScript).
 */
export async function addToCart(_previous: CartActionState, form: FormData): Promise<CartActionState> {
  const { session, brand } = getRequestContext();
  if (!session) return { status: 'invalid', message: t('errors.please_login') };
  const fields = AddFields.safeParse({
    articleNumber: form.get('articleNumber') ?? '',
    quantity: form.get('quantity') ?? '',
    multiple: form.get('multiple') ?? 1,
    unit: form.get('unit') ?? 'st',
    deliveryId: form.get('deliveryId') ?? undefined,
  });
  if (!fields.success) return { status: 'invalid', message: t('errors.cart_add_product') };
  const { articleNumber, multiple, unit } = fields.data;
  const checked = checkQuantity(fields.data.quantity, { multiple, unit });
  if (!checked.ok) return { status: 'invalid', message: t(checked.key, checked.params) };
  const deliveryId = fields.data.deliveryId ?? `DBI:${brand.centralStorageId}`;
  try {
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const existing = cart.cartItems.find((item) => item.articleNumber === articleNumber && item.deliveryId === deliveryId);
      const quantity = (existing?.quantity ?? 0) + checked.quantity;
      const result = await addCartItems(access.cartService, { token: access.token, cartId: cart.cartId, items: [{ id: '1', articleNumber, quantity, deliveryId }] });
      if (result.errors.length > 0) return { status: 'failed', message: composeErrorMessage('errors.cart_add_product'), lineCount: cart.cartItems.length };
      return { status: 'done', message: t('cart.added'), lineCount: cart.cartItems.length + (existing ? 0 : 1) };
    });
  } catch (error) {
    return failedState(error, 'errors.cart_add_product');
  }
}
