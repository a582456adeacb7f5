import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { CheckoutOutcomeSchema, type CheckoutOutcome, type OrderDetails } from './checkout-schemas';

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
