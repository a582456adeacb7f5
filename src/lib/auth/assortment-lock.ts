import type { CustomerPermission } from './session';

/**
 * Spec point 6: the permission deny EJ_ANDRA_SORTIMENT switches off changing assortment. The
 * token carries denies per customer; one that carries it anywhere locks the user's assortment.
 */
export const locksAssortment = (permissions: readonly Pick<CustomerPermission, 'permissionDenies'>[]): boolean =>
  permissions.some((permission) => permission.permissionDenies.includes('EJ_ANDRA_SORTIMENT'));

interface CustomerWithAssortment {
  customerId: string;
  assortment?: string | undefined;
}

/** Spec point 4: 'default' is no assortment of its own, the same as none. */
const assortmentOf = (customer: CustomerWithAssortment) => (customer.assortment && customer.assortment !== 'default' ? customer.assortment : 'default');

/** The customer whose assortment a locked user keeps: their default customer, else their first. */
export function homeCustomer<T extends CustomerWithAssortment>(customers: readonly T[], defaultCustomerId: string | undefined): T | undefined {
  return customers.find((customer) => customer.customerId === defaultCustomerId) ?? customers[0];
}

/**
 * The customers a user may work in: all of theirs, except that a user with EJ_ANDRA_SORTIMENT may
 * only choose customers with the same assortment as their home customer. The picker offers these
 * and the edge accepts only these, wherever a choice is made or applied.
 */
export function selectableCustomers<T extends CustomerWithAssortment>(
  customers: readonly T[],
  input: { locked: boolean; defaultCustomerId: string | undefined },
): T[] {
  if (!input.locked) return [...customers];
  const home = homeCustomer(customers, input.defaultCustomerId);
  return home ? customers.filter((customer) => assortmentOf(customer) === assortmentOf(home)) : [];
}
