import 'server-only';
import { cache } from 'react';
import { scopeOf } from '../../../domain/auth/admin-scope';
import type { Role } from '../../../domain/auth/roles';
import { callAsUser, getRequestContext, requireSession } from '../../lib/request';
import type { Customer } from '../../lib/upstream/auth/auth-schemas';
import { getAdminCustomers } from '../../lib/upstream/auth/get-admin-customers';
import type { AdminChoices } from './read-user-form';

export interface AdminContext {
  /** The customers where the signed-in user is an admin, with their projects (sorted by name). */
  customers: Customer[];
  /** customerId → the highest role this admin may give there. */
  ceilings: Map<string, Role>;
  choices: AdminChoices;
  userId: string;
}

/**
 * What the signed-in admin administers, once per request: the customers from the auth service
 * (GET /v3/customers?active=1&search=) and the role ceiling per customer from the session. The
 * service enforces the same rules (decision 017); this only decides what the screens offer.
 */
export const loadAdminContext = cache(async (): Promise<AdminContext> => {
  const session = requireSession();
  const customers = await callAsUser((accessToken) => getAdminCustomers(getRequestContext().services.auth, { accessToken }));
  const ceilings = scopeOf(session.customerPermissions, customers.map((customer) => customer.customerId));
  const offered = customers.filter((customer) => ceilings.has(customer.customerId));
  return {
    customers: offered,
    ceilings,
    choices: { ceilings, projects: new Map(offered.map((customer) => [customer.customerId, customer.projects.map((project) => project.projectId)])) },
    userId: session.userId,
  };
});
