'use server';

import { unstable_rerenderRoute as rerenderRoute } from 'waku/router/server';
import { z } from 'zod';
import { actionFailure, formActionArgs, parsedAction, requireSession } from '../../../lib/request';
import { href } from '../../../lib/routes/href';
import { composeErrorMessage, t } from '../../../lib/texts';
import type { CartItemChange } from '../../../lib/upstream/cart/cart-schemas';
import { updateCartItems } from '../../../lib/upstream/cart/update-cart-items';
import { quantityChange } from '../../analytics/server';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { refusalReason } from '../cart-refusal';
import { checkQuantity } from '../quantity-rules';

const LineFields = z.object({
  cartItemId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  field: z.enum(['quantity', 'label', 'deliveryId']),
  value: z.string().max(200),
  multiple: z.coerce.number().int().positive().max(100_000).catch(1),
  unit: z.string().trim().max(10).catch('st'),
});

const LABEL_MAX = 50;
const DELIVERY_ID = /^(DBI|EXH|XXX|EXB|24-12):[A-Z0-9-]{2,20}$/;

/** Reads one change from the form; a bad value is answered with its message, nothing is sent. */
function changeOf(field: 'quantity' | 'label' | 'deliveryId', value: string, rule: { multiple: number; unit: string }): CartItemChange | CartActionState {
  if (field === 'quantity') {
    const checked = checkQuantity(value, rule);
    return checked.ok ? { quantity: checked.quantity } : { status: 'invalid', message: t(checked.key, checked.params) };
  }
  if (field === 'label') {
    const label = value.trim();
    // eslint-disable-next-line no-control-regex
    if (label.length > LABEL_MAX || /[\u0000-\u001f\u007f]/.test(label)) return { status: 'invalid', message: t('order.maxCharacters', { max: LABEL_MAX }) };
    return { label: label === '' ? null : label };
  }
  return DELIVERY_ID.test(value) ? { deliveryId: value } : { status: 'invalid', message: composeErrorMessage('errors.cart_update_products') };
}

/**
 * One change to one cart line: its quantity (absolute, validated), its label, or its delivery
 * (home delivery or pickup in a store). The cart page is rendered again with the new state.
 */
export const changeLine = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, async (_previous, form): Promise<CartActionState> => {
  try {
    requireSession();
    const fields = LineFields.safeParse(Object.fromEntries(['cartItemId', 'field', 'value', 'multiple', 'unit'].map((name) => [name, form.get(name) ?? undefined])));
    if (!fields.success) return { status: 'invalid', message: composeErrorMessage('errors.cart_update_products') };
    const { cartItemId, field, value, multiple, unit } = fields.data;
    const change = changeOf(field, value, { multiple, unit });
    if ('status' in change) return change;
    return await asCartUser(async (access) => {
      const cart = await currentCart(access);
      const line = cart.cartItems.find((item) => item.cartItemId === cartItemId);
      if (!line) return { status: 'failed', message: composeErrorMessage('errors.cart_update_products'), lineCount: cart.cartItems.length };
      const result = await updateCartItems(access.cartService, { token: access.token, cartId: cart.cartId, items: [{ cartItemId, ...change }] });
      rerenderRoute(href('cart'));
      const [refused] = result.errors;
      const reason = refused && refusalReason(refused.code);
      if (reason) return { status: 'invalid', message: reason, lineCount: cart.cartItems.length };
      if (refused) return { status: 'failed', message: composeErrorMessage('errors.cart_update_product', { articleNumber: line.articleNumber }), lineCount: cart.cartItems.length };
      const analytics = change.quantity === undefined ? {} : await quantityChange(access, line.articleNumber, line.quantity, change.quantity);
      return { status: 'done', message: t('cartPage.actions.updated'), lineCount: cart.cartItems.length, ...analytics };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_update_products');
  }
});
