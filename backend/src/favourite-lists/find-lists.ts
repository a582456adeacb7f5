import type { AccessTokenSubject } from '../lib/access-token';
import { requireCustomer } from '../commerce/customer-access';
import { isAdminOf } from './list-access';
import { queryLists } from './list-repository';
import type { ListFilter } from './list-schemas';
import { toListView } from './list-view';

/**
 * The lists a caller sees in one customer (the one named, or the token's only one): their own
 * and the customer's shared lists, filtered, sorted and paged. `next` is the offset of the next
 * page, null on the last one (getFavoriteLists's `next`).
 */
export async function findVisibleLists(db: D1Database, auth: AccessTokenSubject, filter: ListFilter, customerHeader?: string) {
  const { customerId } = requireCustomer(auth, filter.customerId ?? customerHeader);
  const { rows, total } = await queryLists(db, filter, { userId: auth.userId, customerId, isAdmin: isAdminOf(auth, customerId) });
  const next = filter.offset + rows.length < total ? filter.offset + rows.length : null;
  return { data: rows.map((row) => toListView(row, auth)), total, offset: filter.offset, limit: filter.limit, next };
}
