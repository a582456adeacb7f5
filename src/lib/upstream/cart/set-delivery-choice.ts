import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import type { DeliveryMethodId } from '../../../../domain/delivery/delivery-methods';

/** One delivery's choice on the delivery step, as the cart service stores it (its orderDetails). */
export interface DeliveryChoiceInput {
  deliveryMethod: DeliveryMethodId;
  storeId?: string | undefined;
  addressId?: string | undefined;
  zipCode?: string | undefined;
  countryCode?: 'SE' | 'AX' | undefined;
  reference?: string | undefined;
  goodsLabel?: string | undefined;
  message?: string | undefined;
  contactName?: string | undefined;
  contactPhone?: string | undefined;
}

/**
 * PUT /v2/cart/{cartId}/delivery/{deliveryId} { requestedDeliveryDate, orderDetails }: the date
 * (null: first possible day) and the buyer's whole choice for the delivery, in one write. The
 * service checks both again and answers 422 with the rule's code (date_not_delivery_day,
 * invalid_zip_code, unknown_address, …).
 */
export async function setDeliveryChoice(
  cart: UpstreamService,
  input: { token: string; cartId: string; deliveryId: string; date: string | null; choice: DeliveryChoiceInput },
): Promise<void> {
  await upstreamRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/delivery/${encodeURIComponent(input.deliveryId)}`,
    body: { requestedDeliveryDate: input.date, orderDetails: input.choice },
    token: input.token,
    schema: z.unknown(),
  });
}
