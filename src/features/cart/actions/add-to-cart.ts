'use server';

import { z } from 'zod';
import { actionFailure, formActionArgs, formOnlyArgs, getRequestContext, noticeOnPostedPage, parsedAction, requireSession } from '../../../lib/request';
import { composeErrorMessage, t } from '../../../lib/texts';
import { addCartItems } from '../../../lib/upstream/cart/add-cart-items';
import { cartChangeAnalytics } from '../../analytics/server';
import { asCartUser, currentCart } from '../cart-access';
import type { CartActionState } from '../cart-action-state';
import { refusalReason } from '../cart-refusal';
import { checkQuantity } from '../quantity-rules';

const AddFields = z.object({
  articleNumber: z.string().trim().min(1).max(40),
  quantity: z.string().max(40),
  multiple: z.coerce.number().int().positive().max(100_000).catch(1),
  unit: z.string().trim().max(10).catch('st'),
  deliveryId: z.string().trim().regex(/^[A-Z0-9-]{2,8}:[A-Z0-9-]{2,20}$/).optional().catch(undefined),
});

/**
 * "Lägg i varukorg" from a product card or the product page. The buyer types how many to add,
 * and the cart service adds it to what the line holds in one atomic write (mode 'increment'):
 * reading the line here and sending the sum would lose adds that run at the same time (two
 * tabs, a double click). The service stores and answers absolute quantities (spec point 4).
 */
async function addFromForm(form: FormData): Promise<CartActionState> {
  const { brand } = getRequestContext();
  try {
    requireSession();
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
    return await asCartUser(async (access) => {
      // Read for the cart id and the header count only; the quantity is never computed here.
      const cart = await currentCart(access);
      const existing = cart.cartItems.some((item) => item.articleNumber === articleNumber && item.deliveryId === deliveryId);
      // The analytics item (name, price) is looked up while the add runs; it is used only if the add succeeds.
      const analytics = cartChangeAnalytics(access, 'add_to_cart', [{ articleNumber, quantity: checked.quantity }]);
      const result = await addCartItems(access.cartService, { token: access.token, cartId: cart.cartId, items: [{ id: '1', articleNumber, quantity: checked.quantity, deliveryId }], mode: 'increment' });
      const [failure] = result.errors;
      // A rule the card did not know (the sum over the maximum, a unit sold whole): say which.
      const reason = failure && refusalReason(failure.code);
      if (reason) return { status: 'invalid', message: reason, lineCount: cart.cartItems.length };
      if (failure) return { status: 'failed', message: composeErrorMessage('errors.cart_add_product'), lineCount: cart.cartItems.length };
      return { status: 'done', message: t('cart.added'), lineCount: cart.cartItems.length + (existing ? 0 : 1), ...(await analytics) };
    });
  } catch (error) {
    return actionFailure(error, 'errors.cart_add_product');
  }
}

/** The form's script path (useActionState): its answer is the form's next state. */
export const addToCart = parsedAction(formActionArgs<CartActionState>(), (failure): CartActionState => failure, (_previous, form) => addFromForm(form));

/** The outcome, also for the page a form posted without script is answered with. */
function announced(state: CartActionState): CartActionState {
  noticeOnPostedPage(state.message);
  return state;
}

/**
 * The same form posted without script (the form's `action`). A plain server function costs a card
 * one hidden field, where a form-state action costs four and a streamed segment of its own
 * (issue 13); the page it answers with says what happened, as a toast.
 */
export const addToCartPosted = parsedAction(formOnlyArgs(), (failure): CartActionState => announced(failure), async (form) => announced(await addFromForm(form)));
