import { isAdminRole } from '../../../domain/auth/roles';
import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError } from '../lib/api-error';
import { findList, type ListRow } from './list-repository';

/** One answer for "no such list", "another customer's list" and "someone else's private list". */
export const listNotFound = () => new ApiError(404, 'list_not_found', 'Favourite list not found');
export const listReadOnly = () => new ApiError(403, 'list_read_only', 'Only the owner or an admin of the customer may change this list');

/** Whether the caller is an admin (BUYER_ADMIN or above) of the customer. */
export const isAdminOf = (auth: AccessTokenSubject, customerId: string) => isAdminRole(auth.customerPermissions.find((p) => p.customerId === customerId)?.role);

/**
 * Who may change a list (decision 027): its owner; a shared list also the customer's admins.
 * A private list is its owner's alone, admins included.
 */
export const mayEdit = (auth: AccessTokenSubject, list: Pick<ListRow, 'user_id' | 'access' | 'customer_id'>) =>
  list.user_id === auth.userId || (list.access === 'SHARED' && isAdminOf(auth, list.customer_id));

/**
 * A list the caller may read: of one of the token's customers (and of the customer the caller
 * works in, when the customer-id header names one), and their own or shared. Anything else is the
 * same 404, so list ids of other customers and other users' private lists cannot be probed.
 */
export async function readableList(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string): Promise<ListRow> {
  const list = await findList(db, id);
  if (!list || !auth.customerPermissions.some((p) => p.customerId === list.customer_id)) throw listNotFound();
  if (workingIn && workingIn !== list.customer_id) throw listNotFound();
  if (list.access !== 'SHARED' && list.user_id !== auth.userId) throw listNotFound();
  return list;
}

/** A list the caller may change: readable, and theirs or (shared) theirs to administer; else 403. */
export async function editableList(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string): Promise<ListRow> {
  const list = await readableList(db, auth, id, workingIn);
  if (!mayEdit(auth, list)) throw listReadOnly();
  return list;
}

