import 'server-only';
import { cache } from 'react';
import { locksAssortment, selectableCustomers } from '../auth/assortment-lock';
import type { Customer, User } from '../upstream/auth/auth-schemas';
import { getRequestContext } from './request-context';
import { callAsUser } from './session-access';

import { getCustomers } from '../upstream/auth/get-customers';
import { getUser } from '../upstream/auth/get-user';


export interface Account {
  user: User;
  customers: Customer[];
  customer: Customer | undefined;
  projectName: string | undefined;
}

/**
 * The signed-in user and their customers, fetched once per request however many components ask
 * (header, my page, profile). Null for anonymous visitors.
 */
export const getAccount = cache(async (): Promise<Account | null> => {
  const { session } = getRequestContext();
  if (!session) return null;
  const auth = getRequestContext().services.auth;
  const [user, customers] = await callAsUser((token) =>
    Promise.all([getUser(auth, { userId: session.userId, accessToken: token }), getCustomers(auth, token)]),
  );
  const customer = customers.find((candidate) => candidate.customerId === session.customerId);
  const projectName = customer?.projects.find((project) => project.projectId === session.projectId)?.projectName;
  return { user, customers, customer, projectName };
});

/**
 * The customers the user may work in or make their default: all of theirs, or with
 * EJ_ANDRA_SORTIMENT those of their home customer's assortment (the edge accepts no other).
 */
export function offeredCustomers(account: Pick<Account, 'user' | 'customers'>): Customer[] {
  const locked = locksAssortment(getRequestContext().session?.customerPermissions ?? []);
  return selectableCustomers(account.customers, { locked, defaultCustomerId: account.user.defaultCustomerId ?? undefined });
}
