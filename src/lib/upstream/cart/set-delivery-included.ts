import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** PUT …/delivery/{deliveryId}/includeInOrder: whether the next order takes this delivery. */
export async function setDeliveryIncluded(cart: UpstreamService, input: { token: string; cartId: string; deliveryId: string; included: boolean }): Promise<void> {
  await upstreamRequest(cart, {
    method: 'PUT',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/delivery/${encodeURIComponent(input.deliveryId)}/includeInOrder`,
    body: { isIncludedInOrder: input.included },
    token: input.token,
    schema: z.unknown(),
  });
}
