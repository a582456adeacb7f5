import type { Context } from 'hono';
import { UpstreamError } from '../../../src/lib/upstream';
import type { Customer, Tokens, User } from '../../../src/lib/upstream/auth/auth-schemas';
import { getCustomers } from '../../../src/lib/upstream/auth/get-customers';
import { getDeliveryDates } from '../../../src/lib/upstream/auth/get-delivery-dates';
import { getStores } from '../../../src/lib/upstream/location/get-stores';
import { deleteSession } from '../../../src/lib/upstream/auth/delete-session';
import { getUser } from '../../../src/lib/upstream/auth/get-user';
import type { TextKey } from '../../../src/lib/texts';
import { contextCookie, readContextCookie, tokenCookies } from '../../session/session-cookies';
import { verifyAccessToken } from '../../session/verify-access-token';
import { reportError } from '../../../src/lib/request/error-reporting';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { redirectWithMessage } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';

/**
 * After the auth service handed out tokens: load what a signed-in buyer needs (spec point 4: the
 * stores, the user with preferred store and delivery method, the customers, delivery days for a
 * fixed-delivery brand), choose the customer and project, and set the cookies. An empty store list
 * means the shop cannot work: sign out again with the technical-issues message.
 */
export async function finishSignIn(c: Context<ShopEnv>, tokens: Tokens, returnTo: string, message?: TextKey): Promise<Response> {
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

  const choice = chooseContext(readContextCookie(c), user, customers);
  if (c.var.brand.features.fixedDeliveryDays && choice) {
    // Spec point 8: a 404 on delivery days is ignored, other failures are reported; neither
    // stops the sign-in.
    await getDeliveryDates(auth, { customerId: choice.customerId, accessToken: token }).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.status === 404)) reportError(c, error);
    });
  }

  for (const cookie of tokenCookies(c, tokens)) c.header('Set-Cookie', cookie, { append: true });
  if (choice) c.header('Set-Cookie', contextCookie(c, { userId: user.userId, ...choice }), { append: true });
  return redirectWithMessage(c, returnTo, message);
}

/**
 * The remembered choice if it still names one of the user's customers (and projects), otherwise
 * the user's defaults, otherwise the first customer.
 */
export function chooseContext(
  saved: { userId: string; customerId: string; projectId?: string } | undefined,
  user: Pick<User, 'userId' | 'defaultCustomerId' | 'defaultProjectId'>,
  customers: Customer[],
): { customerId: string; projectId?: string } | undefined {
  const pick = (customerId: string | undefined, projectId: string | undefined) => {
    const customer = customers.find((candidate) => candidate.customerId === customerId);
    if (!customer) return undefined;
    const project = customer.projects.find((candidate) => candidate.projectId === projectId);
    return project ? { customerId: customer.customerId, projectId: project.projectId } : { customerId: customer.customerId };
  };
  return (
    (saved?.userId === user.userId ? pick(saved.customerId, saved.projectId) : undefined) ??
    pick(user.defaultCustomerId, user.defaultProjectId) ??
    (customers[0] ? { customerId: customers[0].customerId } : undefined)
  );
}
