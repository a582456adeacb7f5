import 'server-only';
import type { TextKey } from '../../lib/texts';
import { composeErrorMessage, t } from '../../lib/texts';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';

import { upstreamErrorCode } from '../../lib/upstream/upstream-error-code';
import { getLocationByZip } from '../../lib/upstream/location/get-location-by-zip';
import { moveDeliveryLines } from '../../lib/upstream/cart/move-delivery-lines';
import { setDeliveryChoice } from '../../lib/upstream/cart/set-delivery-choice';

import type { DeliveryField } from './delivery-form-state';
import { targetDeliveryId } from './target-delivery-id';
import type { DeliveryPlan } from './validate-delivery';

/** `message`, when given, heads the form in place of the general "check the fields". */
type Applied = { deliveryId: string } | { field: DeliveryField; error: string; message?: string };

const DATE_CODES = new Set(['date_not_delivery_day', 'date_not_after_today', 'date_too_far', 'invalid_date']);

/** The cart service's refusals of a choice, as the field and message the form shows. */
function choiceError(code: string | undefined): Applied | null {
  if (code && DATE_CODES.has(code)) return { field: 'date', error: t(`checkoutFlow.date.${code}` as TextKey) };
  if (code === 'zip_code_required' || code === 'invalid_zip_code' || code === 'express_not_available') return { field: 'zip', error: t(`checkoutFlow.zip.${code}`) };
  if (code === 'unknown_address') return { field: 'address', error: t('checkoutFlow.address.required') };
  if (code === 'address_not_valid') return { field: 'address', error: t('checkoutFlow.address.notValid') };
  if (code === 'store_mismatch') return { field: 'store', error: t('checkoutFlow.store.unknown') };
  if (code === 'delivery_method_mismatch' || code === 'delivery_not_allowed') return { field: 'method', error: t('errors.select_delivery_method') };
  return null;
}

/** The service did not answer, or failed inside (not a refusal of the choice itself). */
const isServiceFailure = (error: unknown) => error instanceof UpstreamError && (error.status === 0 || error.status >= 500);

function zipError(error: unknown): Applied {
  const code = upstreamErrorCode(error);
  if (code === 'express_not_available' || code === 'invalid_zip_code') return { field: 'zip', error: t(`checkoutFlow.zip.${code}`) };
  if (error instanceof UpstreamError && error.status === 404) return { field: 'zip', error: t('checkoutFlow.zip.no_location') };
  throw error;
}

/**
 * Puts one delivery's choice into the cart: the express location from the zip code, the lines
 * moved to the new delivery id, then the requested date (null: first possible day) and the
 * choice itself (method, store, address, zip code, order fields) on it. The cart keeps the
 * choice for the summary and the checkout, on any device.
 */
export async function applyDelivery(plan: DeliveryPlan, cart: { cartId: string; cartItemIds: readonly string[] }): Promise<Applied> {
  const { services } = getRequestContext();
  const cartService = services.cart;
  let target = targetDeliveryId(plan);
  if (target === null) {
    try {
      const found = await getLocationByZip(services.location, { zipCode: plan.zipCode ?? '', deliveryMethod: plan.method.id, countryCode: plan.countryCode });
      target = found.deliveryId;
    } catch (error) {
      return zipError(error);
    }
  }
  let deliveryId = plan.deliveryId;
  if (target !== plan.deliveryId && cart.cartItemIds.length > 0) {
    const moved = await callAsUser((token) => moveDeliveryLines(cartService, { token, cartId: cart.cartId, cartItemIds: cart.cartItemIds, deliveryId: target }));
    if (moved.errors.length > 0) {
      const ids = moved.errors.map((error) => error.articleNumber || error.id).join(', ');
      return { field: 'method', error: t('checkoutFlow.delivery.linesNotMoved', { ids }) };
    }
    deliveryId = moved.cartItems[0]?.deliveryId ?? target;
  }
  const choice = { deliveryMethod: plan.method.id, storeId: plan.storeId, addressId: plan.addressId, zipCode: plan.zipCode, countryCode: plan.countryCode, ...plan.details };
  try {
    await callAsUser((token) => setDeliveryChoice(cartService, { token, cartId: cart.cartId, deliveryId, date: plan.date, choice }));
  } catch (error) {
    const refused = choiceError(upstreamErrorCode(error));
    if (refused) return refused;
    if (isServiceFailure(error)) {
      // Spec point 8: a failed delivery-date update says so (errors.update_delivery_date), on the
      // form and at the date field, and the buyer stays on the step to try again.
      const message = composeErrorMessage('errors.update_delivery_date');
      return { field: 'date', error: message, message };
    }
    throw error;
  }
  return { deliveryId };
}
