import 'server-only';
import { cache } from 'react';
import { getRequestContext, getRequestEnv } from '../../lib/request-context';
import { callAsUser } from '../../lib/session-access';
import { upstreamService } from '../../lib/upstream';
import type { Customer, User } from '../../lib/upstream/auth/auth-schemas';
import { getCustomers } from '../../lib/upstream/auth/get-customers';
import { getUser } from '../../lib/upstream/auth/get-user';

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
export const loadAccount = cache(async (): Promise<Account | null> => {
  const { session } = getRequestContext();
  if (!session) return null;
  const auth = upstreamService(getRequestEnv(), 'auth');
  const [user, customers] = await callAsUser((token) =>
    Promise.all([getUser(auth, { userId: session.userId, accessToken: token }), getCustomers(auth, token)]),
  );
  const customer = customers.find((candidate) => candidate.customerId === session.customerId);
  const projectName = customer?.projects.find((project) => project.projectId === session.projectId)?.projectName;
  return { user, customers, customer, projectName };
});
