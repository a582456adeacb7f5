import type { Context } from 'hono';
import { UpstreamError } from '../../../src/lib/upstream';
import type { Customer, Tokens, User } from '../../../src/lib/upstream/auth/auth-schemas';
import { getCustomers } from '../../../src/lib/upstream/auth/get-customers';
import { getDeliveryDates } from '../../../src/lib/upstream/auth/get-delivery-dates';
import { getStores } from '../../../src/lib/upstream/location/get-stores';
import { deleteSession } from '../../../src/lib/upstream/auth/delete-session';
import { getUser } from '../../../src/lib/upstream/auth/get-user';
import type { TextKey } from '../../../src/lib/texts';
import { chooseContext, customersOnOffer } from '../../session/context-choice';
import { clearedAssortmentChoiceCookie } from '../../session/assortment-choice-cookie';
import { clearedUserDataCookies, contextCookie, keptDeliveryDaysCookie, readContextCookie, tokenCookies } from '../../session/session-cookies';
import { DELIVERY_DAYS_COOKIE } from '../../../src/lib/request/user-cookies';
import { keepDeliveryDays } from '../../../src/lib/request/kept-delivery-days';
import { verifyAccessToken } from '../../session/verify-access-token';
import { reportError } from '../../../src/lib/request/error-reporting';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { redirectWithMessage } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';
import { bringCartAcrossSignIns, type CartOwner } from './bring-cart-along';

/**
 * After the auth service handed out tokens: load what a signed-in buyer needs (spec point 4: the
 * stores, the user with preferred store and delivery method, the customers, delivery days for a
 * fixed-delivery brand), choose the customer and project (among those the user may choose), and
 * set the cookies. The delivery days are kept in a cookie for the delivery step, which then
 * offers exactly them (src/lib/request/kept-delivery-days.ts). An empty store list means the shop cannot work: sign out again with the
 * technical-issues message.
 */
export async function finishSignIn(c: Context<ShopEnv>, tokens: Tokens, returnTo: string, message?: TextKey, options: { bringCartFrom?: CartOwner | undefined } = {}): Promise<Response> {
  const claims = await verifyAccessToken(c, tokens.AccessToken);
  if (!claims) return redirectWithMessage(c, '/', 'errors.auth_service_not_available');
  const token = tokens.AccessToken;
  const auth = servicesOf(c).auth;
  let user: User;
  let customers: Customer[];
  try {
    const [stores, loadedUser, loadedCustomers] = await Promise.all([
      getStores(servicesOf(c).location, token),
      getUser(auth, { userId: claims.sub, accessToken: token }),
      getCustomers(auth, token),
    ]);
    if (stores.length === 0) throw new Error('empty store list');
    user = loadedUser;
    customers = loadedCustomers;
  } catch {
    if (claims.sid) await deleteSession(auth, { sessionId: claims.sid, accessToken: token }).catch(() => undefined);
    return redirectWithMessage(c, '/', 'errors.technical_issues');
  }

  const choice = chooseContext(readContextCookie(c), user, customersOnOffer(user, customers, claims));
  let deliveryDays: string[] | null = null;
  if (c.var.brand.features.fixedDeliveryDays && choice) {
    // Spec point 8: a 404 on delivery days is ignored, other failures are reported; neither
    // stops the sign-in (the delivery step then asks again).
    deliveryDays = await getDeliveryDates(auth, { customerId: choice.customerId, accessToken: token }).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.status === 404)) reportError(c, error);
      return null;
    });
  }

  // A punch-out session ending in this sign-in: its cart's lines come along when asked for
  // (decision 033); a failure still signs in, with errors.transfer_cart, the lines left behind.
  if (options.bringCartFrom && choice) {
    const moved = await bringCartAcrossSignIns(c, { from: options.bringCartFrom, to: { token, customerId: choice.customerId, projectId: choice.projectId } });
    if (moved !== 'none') message = moved === 'moved' ? 'punchoutSignIn.cartBrought' : 'errors.transfer_cart';
  }

  // A new sign-in starts clean: nothing a previous user of this browser left behind carries over.
  const kept = choice && deliveryDays ? keptDeliveryDaysCookie(c, keepDeliveryDays(choice.customerId, deliveryDays)) : null;
  const cleared = clearedUserDataCookies(c).filter((cookie) => !(kept && cookie.startsWith(`${DELIVERY_DAYS_COOKIE}=`)));
  for (const cookie of [...cleared, clearedAssortmentChoiceCookie(c), ...tokenCookies(c, tokens), ...(kept ? [kept] : [])]) c.header('Set-Cookie', cookie, { append: true });
  if (choice) c.header('Set-Cookie', contextCookie(c, { userId: user.userId, ...choice }), { append: true });
  return redirectWithMessage(c, returnTo, message);
}
