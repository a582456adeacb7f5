import { ApiError, errorBody } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { validateJson, validateParams } from '../lib/validate';
import { limitCartJson } from '../cart/body-limits';
import { assertWritable, loadOwnedCart, permissionFor } from '../cart/cart-access';
import { CartParams } from '../cart/cart-schemas';
import { lockCart, placeOrders, unlockCartStatement } from './checkout';
import { CheckoutBody } from './checkout-schemas';
import { checkoutScope, claimKey, completeKeyStatement, IdempotencyKeyHeader, releaseKeyStatement } from './idempotency';

/**
 * POST /v2/cart/{cartId}/checkout with an Idempotency-Key header: one order per included
 * delivery, answered as a list. A repeat of the key returns the first answer unchanged (header
 * Idempotent-Replayed); a second checkout of the same cart meanwhile finds it locked. The key is
 * bound to the cart as it was (checkoutScope): reused after the cart changed, it is a 422.
 */
export const checkoutRoutes = createRouter<AuthEnv>();

checkoutRoutes.post('/v2/cart/:cartId/checkout', requireAuth(), validateParams(CartParams), limitCartJson(), validateJson(CheckoutBody), async (c) => {
  const key = IdempotencyKeyHeader.safeParse(c.req.header('Idempotency-Key'));
  if (!key.success) return c.json(errorBody(400, 'idempotency_key_required', key.error.issues[0]?.message ?? 'Idempotency-Key is required'), 400);
  const db = c.env.DB;
  const now = Date.now();
  const cart = await loadOwnedCart(db, c.var.auth, c.req.valid('param').cartId);
  const denies = permissionFor(c.var.auth, cart.customer_id).permissionDenies;
  if (denies.includes('EJ_ORDER')) throw new ApiError(403, 'order_not_allowed', 'This account may not place orders');

  const body = c.req.valid('json');
  const storageKey = `checkout:${c.var.auth.userId}:${key.data}`;
  const claim = await claimKey(db, storageKey, await checkoutScope(cart, body), now);
  if (!claim.claimed) return c.json(claim.body as object, claim.status === 200 ? 200 : 409, { 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' });

  try {
    assertWritable(cart, now);
    await lockCart(db, cart.id, now);
  } catch (error) {
    await releaseKeyStatement(db, storageKey).run();
    throw error;
  }
  try {
    const outcomes = await placeOrders(db, cart, body, denies, new Date(now));
    // Only an answer that placed something is kept: a checkout that placed nothing may be
    // repeated with the same key once the buyer has fixed what was wrong.
    const keep = outcomes.some((outcome) => outcome.success);
    await db.batch([keep ? completeKeyStatement(db, storageKey, 200, outcomes) : releaseKeyStatement(db, storageKey), unlockCartStatement(db, cart.id)]);
    return c.json(outcomes, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    await db.batch([releaseKeyStatement(db, storageKey), unlockCartStatement(db, cart.id)]);
    throw error;
  }
});
