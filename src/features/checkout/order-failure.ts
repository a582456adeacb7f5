import { composeErrorMessage, t } from '../../lib/texts';
import type { UpstreamError } from '../../lib/upstream';
import { upstreamErrorCode } from '../../lib/upstream/upstream-error-code';
import type { PlaceOrderState } from './place-order-state';

/**
 * What the summary says when the cart service refused or failed an order (spec point 8). The
 * buyer stays on the summary: the idempotency key makes pressing again safe, and replays an
 * order that was placed after all. A refusal says its reason; a service that failed (5xx) says
 * the order was not placed ("Ett fel uppstod. Ordern kunde inte läggas. Försök igen senare."); one
 * that did not answer says only that, since then the order may or may not be placed.
 */
export function orderFailure(error: UpstreamError): Extract<PlaceOrderState, { status: 'failed' }> {
  const code = upstreamErrorCode(error);
  if (code === 'order_not_allowed') return { status: 'failed', message: t('checkoutFlow.summary.notAllowed') };
  if (code === 'cart_locked' || code === 'checkout_in_progress') return { status: 'failed', message: t('checkoutFlow.summary.inProgress') };
  if (code === 'nothing_to_order') return { status: 'failed', message: t('checkoutFlow.summary.nothingIncluded') };
  // The summary's key was used for this cart before it changed: this page is stale, not an order.
  if (code === 'idempotency_key_reused') return { status: 'failed', message: t('checkoutFlow.summary.cartChanged') };
  if (error.status >= 500) return { status: 'failed', message: composeErrorMessage('errors.invalid_order') };
  if (error.status === 0) return { status: 'failed', message: composeErrorMessage(error.textKey) };
  // Another refusal (403: not allowed, 400): its own words; trying again later would not help.
  return { status: 'failed', message: t(error.textKey) };
}
