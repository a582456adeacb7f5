import 'server-only';
import { z } from 'zod';
import { getRequestContext, readCookie, requireSession, writeCookie } from '../../lib/request';
import { signToken, verifyToken } from '../../lib/request/signed-token';
import { CHECKOUT_RESULT_COOKIE } from '../../lib/request/user-cookies';

/**
 * The order numbers of the checkout just placed. Step 4 shows them once (spec point 2: the page is
 * guarded by a check for a successful checkout): the placing action leaves them in a short-lived
 * HttpOnly cookie, signed by the worker and bound to the buyer, and the edge clears that cookie on
 * the first request for the page (worker/middleware/checkout-result-once.ts). A hand-made or
 * changed cookie, another user's, an expired one or a reload shows nothing: the guard sends the
 * buyer to the start page.
 */
const RESULT_MAX_AGE = 10 * 60;

/** Local development only; a deployed shop refuses to sign without its own secret. */
const DEVELOPMENT_SECRET = 'development-only-checkout-result-key-0f5b2c';

const CheckoutResultSchema = z.object({
  orders: z.array(z.object({ deliveryId: z.string().max(40), orderId: z.string().max(40), method: z.string().max(8) })).min(1).max(50),
  failedDeliveries: z.array(z.string().max(40)).max(50),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** user, result, expiry (seconds since the epoch) */
const SignedResultSchema = z.object({ u: z.string().min(1).max(100), r: CheckoutResultSchema, e: z.number().int() });

/** The signing key; throws on a deployed shop without one, which placeOrder asks before it places anything. */
export function checkoutResultSecret(): string {
  const { environment } = getRequestContext();
  if (environment.CHECKOUT_RESULT_SECRET) return environment.CHECKOUT_RESULT_SECRET;
  if (environment.isLocalDevelopment) return DEVELOPMENT_SECRET;
  throw new Error('CHECKOUT_RESULT_SECRET is not set: wrangler secret put CHECKOUT_RESULT_SECRET');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function writeCheckoutResult(result: CheckoutResult, secret: string): Promise<void> {
  const { userId } = requireSession();
  const token = await signToken({ u: userId, r: result, e: nowSeconds() + RESULT_MAX_AGE }, secret);
  writeCookie(CHECKOUT_RESULT_COOKIE, token, { maxAge: RESULT_MAX_AGE });
}

/** The result this buyer's checkout left for the success page, if it is genuine, theirs and fresh. */
export async function readCheckoutResult(): Promise<CheckoutResult | null> {
  const { session } = getRequestContext();
  if (!session) return null;
  const parsed = SignedResultSchema.safeParse(await verifyToken(readCookie(CHECKOUT_RESULT_COOKIE), checkoutResultSecret()));
  if (!parsed.success || parsed.data.u !== session.userId || parsed.data.e <= nowSeconds()) return null;
  return parsed.data.r;
}
