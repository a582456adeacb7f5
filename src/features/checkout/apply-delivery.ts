import 'server-only';
import type { TextKey } from '../../lib/texts';
import { t } from '../../lib/texts';
import { callAsUser, getRequestContext } from '../../lib/request';
import { UpstreamError } from '../../lib/upstream';

import { upstreamErrorCode } from '../../lib/upstream/upstream-error-code';
import { getLocationByZip } from '../../lib/upstream/location/get-location-by-zip';
import { moveDeliveryLines } from '../../lib/upstream/cart/move-delivery-lines';
import { setDeliveryDate } from '../../lib/upstream/cart/set-delivery-date';

import type { DeliveryField } from './delivery-form-state';
import { targetDeliveryId } from './target-delivery-id';
import type { DeliveryPlan } from './validate-delivery';

type Applied = { deliveryId: string } | { field: DeliveryField; error: string };

const DATE_CODES = new Set(['date_not_delivery_day', 'date_not_after_today', 'date_too_far', 'invalid_date']);

function zipError(error: unknown): Applied {
  const code = upstreamErrorCode(error);
  if (code === 'express_not_available' || code === 'invalid_zip_code') return { field: 'zip', error: t(`checkoutFlow.zip.${code}`) };
  if (error instanceof UpstreamError && error.status === 404) return { field: 'zip', error: t('checkoutFlow.zip.no_location') };
  throw error;
}

/**
 * Puts one delivery's choice into the cart: the express location from the zip code, the lines
 * moved to the new delivery id, then the requested date on it (null: first possible day).
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
  try {
    await callAsUser((token) => setDeliveryDate(cartService, { token, cartId: cart.cartId, deliveryId, date: plan.date }));
  } catch (error) {
    const code = upstreamErrorCode(error);
    if (code && DATE_CODES.has(code)) return { field: 'date', error: t(`checkoutFlow.date.${code}` as TextKey) };
    throw error;
  }
  return { deliveryId };
}
