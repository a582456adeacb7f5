import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/**
 * PUT /v2/cart/{cartId}/delivery/{deliveryId} { requestedDeliveryDate }: null means the first
 * possible day. The service answers 422 with date_not_delivery_day and friends for a bad date.
 */
export async function setDeliveryDate(cart: UpstreamService, input: { token: string; cartId: string; deliveryId: string; date: string | null }): Promise<void> {
  await upstreamRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/delivery/${encodeURIComponent(input.deliveryId)}`,
    body: { requestedDeliveryDate: input.date },
    token: input.token,
    schema: z.unknown(),
  });
}
