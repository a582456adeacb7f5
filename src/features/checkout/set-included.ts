'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { callAsUser, flashMessage, formOnlyArgs, getRequestContext, parsedAction } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';
import { href } from '../../lib/routes/href';
import { getCurrentCart } from '../../lib/upstream/cart/get-current-cart';
import { setDeliveryIncluded } from '../../lib/upstream/cart/set-delivery-included';

/** A call of the wrong shape changes nothing: the summary again, saying why. */
function backToSummaryRefused(): void {
  flashMessage('errors.bad_request');
  redirect(href('summary'));
}

/**
 * Includes or excludes one delivery from the next order (spec point 4: active deliveries). An
 * excluded delivery stays in the cart for later. Back to the summary either way; a refusal (the
 * cart is being ordered right now) simply shows the unchanged summary.
 */
export const setIncluded = parsedAction(formOnlyArgs(), backToSummaryRefused, async (form): Promise<void> => {
  const { session } = getRequestContext();
  const deliveryId = String(form.get('deliveryId') ?? '').slice(0, 40);
  const included = form.get('included') === 'true';
  if (session && deliveryId) {
    const cartService = getRequestContext().services.cart;
    try {
      await callAsUser(async (token) => {
        const cart = await getCurrentCart(cartService, { token, customerId: session.customerId, projectId: session.projectId });
        if (cart.deliveries.some((delivery) => delivery.deliveryId === deliveryId)) {
          await setDeliveryIncluded(cartService, { token, cartId: cart.cartId, deliveryId, included });
        }
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
    }
  }
  redirect(href('summary'));
});
