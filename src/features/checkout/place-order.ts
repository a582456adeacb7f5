'use server';

import { unstable_redirect as redirect } from 'waku/router/server';
import { flashMessage } from '../../lib/request/flash';
import { callAsUser, formActionArgs, getPermissions, getRequestContext, parsedAction, redirectAsDocument } from '../../lib/request';
import { href } from '../../lib/routes/href';
import { t } from '../../lib/texts';
import { UpstreamError } from '../../lib/upstream';
import { getCurrentCart } from '../../lib/upstream/cart/get-current-cart';
import type { CheckoutOutcome } from '../../lib/upstream/cart/place-checkout';
import { upstreamErrorCode } from '../../lib/upstream/upstream-error-code';
import { placeCheckout } from '../../lib/upstream/cart/place-checkout';
import { checkoutResultSecret, writeCheckoutResult } from './checkout-result';
import { splitDeliveryId } from './delivery-methods';
import { orderFailure } from './order-failure';
import type { PlaceOrderState } from './place-order-state';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/**
 * A second post of the same key while the first is still placing waits for its answer: as long as
 * a slow checkout may take within a server action's budget, asking again every second.
 */
const IN_PROGRESS_PATIENCE_MS = 12_000;
const IN_PROGRESS_WAIT_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkoutOnce(input: Parameters<typeof placeCheckout>[1]): Promise<CheckoutOutcome[]> {
  const cart = getRequestContext().services.cart;
  const started = Date.now();
  for (;;) {
    try {
      return await placeCheckout(cart, input);
    } catch (error) {
      // Same key, still running: the first post will finish; its stored answer is ours too.
      if (upstreamErrorCode(error) !== 'checkout_in_progress' || Date.now() - started >= IN_PROGRESS_PATIENCE_MS) throw error;
      await wait(IN_PROGRESS_WAIT_MS);
    }
  }
}

/**
 * Order placing (spec point 4), with the summary's idempotency key. All deliveries ordered → step
 * 4; some → step 4 listing the failed ones (errors.invalid_partial_order); none → errors.invalid_order
 * and back to the start page, where the cart is read afresh. A call that failed keeps the buyer on
 * the summary (order-failure.ts).
 */
export const placeOrder = parsedAction(formActionArgs<PlaceOrderState>(), (failure): PlaceOrderState => ({ status: 'failed', message: failure.message }), async (_previous, form): Promise<PlaceOrderState> => {
  const { session } = getRequestContext();
  if (!session) return { status: 'failed', message: t('errors.please_login') };
  if (!getPermissions().placeOrders) return { status: 'failed', message: t('checkoutFlow.summary.notAllowed') };
  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) return { status: 'failed', message: t('errors.bad_request') };
  const sendOrderReceipt = form.get('sendOrderReceipt') === 'on';
  // A shop that could not show the result must not place the order: a missing secret fails here.
  const resultSecret = checkoutResultSecret();
  const { services } = getRequestContext();

  let outcomes: CheckoutOutcome[];
  try {
    outcomes = await callAsUser(async (token) => {
      const cart = await getCurrentCart(services.cart, { token, customerId: session.customerId, projectId: session.projectId });
      const chosen = new Set(cart.deliveries.filter((delivery) => delivery.orderDetails?.deliveryMethod).map((delivery) => delivery.deliveryId));
      if (cart.deliveryIdsInOrder.some((deliveryId) => !chosen.has(deliveryId))) throw new MissingDeliveryChoice();
      // The order is what the cart holds: each delivery's choice is the cart service's, so the
      // body names none. It is then the same when this post is repeated after the cart was
      // emptied by the first, and the key replays the first answer.
      return checkoutOnce({ token, cartId: cart.cartId, idempotencyKey, orderDetails: {}, sendOrderReceipt });
    });
  } catch (error) {
    if (error instanceof MissingDeliveryChoice) return { status: 'failed', message: t('errors.select_delivery_method'), toDelivery: true };
    if (error instanceof UpstreamError) return orderFailure(error);
    throw error;
  }

  const placed = outcomes.filter((outcome) => outcome.success && outcome.orderId);
  if (placed.length === 0) {
    flashMessage('errors.invalid_order');
    redirect('/');
  }
  await writeCheckoutResult({
    orders: placed.map((outcome) => ({ deliveryId: outcome.deliveryId, orderId: outcome.orderId ?? '', method: splitDeliveryId(outcome.deliveryId).methodId })),
    failedDeliveries: outcomes.filter((outcome) => !outcome.success).map((outcome) => outcome.deliveryId),
  }, resultSecret);
  // A page load of its own, where the edge takes the one-time result cookie (checkout-result.ts).
  redirectAsDocument(href('checkout-success-page'));
});

class MissingDeliveryChoice extends Error {
  override name = 'MissingDeliveryChoice';
}
