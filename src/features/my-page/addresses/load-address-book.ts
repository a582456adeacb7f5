import 'server-only';
import { callAsUser, getRequestContext } from '../../../lib/request';
import type { Address } from '../../../lib/upstream/auth/address-schemas';
import { getAddresses } from '../../../lib/upstream/auth/get-addresses';

export interface AddressBook {
  addresses: Address[];
  /** How many the customer has in all, when a search narrowed the list. */
  total: number;
}

/** The longest search the address service takes; longer input is cut, not refused. */
export const MAX_QUERY = 100;

/**
 * The customer's addresses, narrowed by spec point 5's word search, which the address service
 * runs (GET /address?q=): the shop and the delivery step find the same addresses.
 */
export async function loadAddressBook(q: string): Promise<AddressBook> {
  const { session, services } = getRequestContext();
  return callAsUser(async (token) => {
    const all = getAddresses(services.auth, { token, customerId: session?.customerId });
    const found = q ? getAddresses(services.auth, { token, customerId: session?.customerId, q }) : all;
    const [addresses, everything] = await Promise.all([found, all]);
    return { addresses, total: everything.length };
  });
}
