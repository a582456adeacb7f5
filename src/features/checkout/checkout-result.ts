import 'server-only';
import { z } from 'zod';
import { decodeCookieJson as decodeJson, encodeCookieJson as encodeJson, readCookie, writeCookie } from '../../lib/request';
import { CHECKOUT_RESULT_COOKIE } from '../../lib/request/user-cookies';

/**
 * The order numbers of the checkout just placed. Step 4 is shown only while this short-lived
 * HttpOnly cookie exists, so the success page cannot be reached except right after an order.
 */
const RESULT_MAX_AGE = 10 * 60;

const CheckoutResultSchema = z.object({
  orders: z.array(z.object({ deliveryId: z.string().max(40), orderId: z.string().max(40), method: z.string().max(8) })).min(1).max(50),
  failedDeliveries: z.array(z.string().max(40)).max(50),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export function writeCheckoutResult(result: CheckoutResult): void {
  writeCookie(CHECKOUT_RESULT_COOKIE, encodeJson(result), { maxAge: RESULT_MAX_AGE });
}

export function readCheckoutResult(): CheckoutResult | null {
  const parsed = CheckoutResultSchema.safeParse(decodeJson(readCookie(CHECKOUT_RESULT_COOKIE)));
  return parsed.success ? parsed.data : null;
}
