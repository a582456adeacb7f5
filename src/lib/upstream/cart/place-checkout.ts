import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';

/** What the buyer filled in for one delivery; the checkout call sends it keyed by delivery id. */
export interface OrderDetails {
  storeId?: string | undefined;
  warehouseId?: string | undefined;
  reference?: string | undefined;
  goodsLabel?: string | undefined;
  message?: string | undefined;
  contactName?: string | undefined;
  contactPhone?: string | undefined;
  addressId?: string | undefined;
  zipCode?: string | undefined;
  countryCode?: 'SE' | 'AX' | undefined;
}

/** One delivery's outcome of POST …/checkout (spec point 3's Order). */
export const CheckoutOutcomeSchema = z.object({
  success: z.boolean(),
  deliveryId: z.string(),
  tempOrderId: z.string().nullish(),
  orderId: z.string().nullish(),
  orderItems: z.array(z.unknown()).default([]),
  orderDetails: z.record(z.string(), z.unknown()).default({}),
  error: z.object({ code: z.string(), message: z.string().optional() }).nullish(),
});
export type CheckoutOutcome = z.infer<typeof CheckoutOutcomeSchema>;

/**
 * POST /v2/cart/{cartId}/checkout: one order per included delivery. The idempotency key makes a
 * repeat (double click, retried request) answer the first result instead of ordering again.
 * POST is never retried by the request policy, so nothing here can order twice on its own.
 */
export function placeCheckout(
  cart: UpstreamService,
  input: { token: string; cartId: string; idempotencyKey: string; orderDetails: Record<string, OrderDetails>; sendOrderReceipt: boolean },
): Promise<CheckoutOutcome[]> {
  return upstreamRequest(cart, {
    method: 'POST',
    path: `/v2/cart/${encodeURIComponent(input.cartId)}/checkout`,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    body: { orderDetails: input.orderDetails, sendOrderReceipt: input.sendOrderReceipt },
    token: input.token,
    // Checkout may take longer than a page read: every delivery is priced and written.
    timeoutMs: 30_000,
    schema: z.array(CheckoutOutcomeSchema),
  });
}
