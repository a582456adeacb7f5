/**
 * Cookies that hold something of the signed-in user besides the session's own tokens. They are
 * named here, in one place, because the edge clears every one of them when a session ends
 * (sign-out, expiry, a revoked or replayed sign-in) and at the next sign-in: whoever uses the
 * browser next must not see the last buyer's delivery preferences or order numbers. The delivery
 * step's choices themselves are kept in the cart, not in the browser (decision 014).
 *
 * Not listed, on purpose: the store picked on a product page (a visitor's preference, set signed
 * in or not), the customer and project choice (keyed to the user's id, ignored for anyone else),
 * the punch-out settings (bound to the user; see worker/session/punchout-settings.ts) and flash.
 */

/** The stores and zip codes the buyer chose per delivery method. */
export const DELIVERY_PREFERENCES_COOKIE = 'delivery-prefs';
/** The order numbers of the checkout just placed (step 4). */
export const CHECKOUT_RESULT_COOKIE = 'checkout-result';
/** The delivery days fetched at sign-in for a fixed-delivery brand (kept-delivery-days.ts). */
export const DELIVERY_DAYS_COOKIE = 'delivery-days';
/** The customer's assortment and the user's preferred store, kept after they were asked (kept-customer-facts.ts). */
export const CUSTOMER_FACTS_COOKIE = 'customer-facts';

export const USER_DATA_COOKIES: readonly string[] = [DELIVERY_PREFERENCES_COOKIE, CHECKOUT_RESULT_COOKIE, DELIVERY_DAYS_COOKIE, CUSTOMER_FACTS_COOKIE];
