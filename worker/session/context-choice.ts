import type { Context } from 'hono';
import { locksAssortment, selectableCustomers } from '../../src/lib/auth/assortment-lock';
import type { CustomerPermission } from '../../src/lib/auth/session';
import type { Customer, User } from '../../src/lib/upstream/auth/auth-schemas';
import { getCustomers } from '../../src/lib/upstream/auth/get-customers';
import { getUser } from '../../src/lib/upstream/auth/get-user';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { servicesOf } from '../../src/lib/request/request-context';
import type { AccessTokenClaims, ContextChoice } from './access-token-claims';
import { readContextCookie } from './session-cookies';

type SavedChoice = { userId: string; customerId: string; projectId?: string };

/**
 * The remembered choice if it still names one of the customers (and projects) offered, otherwise
 * the user's defaults, otherwise the first customer offered.
 */
export function chooseContext(
  saved: SavedChoice | undefined,
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

/** The customers this user may choose among (EJ_ANDRA_SORTIMENT keeps them to one assortment). */
export const customersOnOffer = (
  user: Pick<User, 'defaultCustomerId'>,
  customers: Customer[],
  token: { customerPermissions: readonly Pick<CustomerPermission, 'permissionDenies'>[] },
) => selectableCustomers(customers, { locked: locksAssortment(token.customerPermissions), defaultCustomerId: user.defaultCustomerId });

/**
 * The customer and project this request works in, from the context cookie. The cookie is the
 * browser's: for a user whose token locks the assortment (and who has more than one customer to
 * choose from) the choice is checked against the auth service's customer list on every request,
 * so an edited or outdated cookie cannot open another assortment; if that check cannot be made,
 * the choice is not applied.
 */
export async function contextChoice(c: Context<ShopEnv>, claims: AccessTokenClaims, accessToken: string): Promise<ContextChoice | undefined> {
  const saved = readContextCookie(c);
  if (!saved || saved.userId !== claims.sub) return undefined;
  const customerIds = new Set(claims.customerPermissions.map((permission) => permission.customerId));
  if (!locksAssortment(claims.customerPermissions) || customerIds.size < 2) return saved;
  try {
    const auth = servicesOf(c).auth;
    const [user, customers] = await Promise.all([getUser(auth, { userId: claims.sub, accessToken }), getCustomers(auth, accessToken)]);
    return chooseContext(saved, user, customersOnOffer(user, customers, claims));
  } catch {
    return undefined;
  }
}
