import type { AccessTokenSubject } from '../lib/access-token';
import { ApiError, notFound } from '../lib/api-error';
import { permissionFor } from '../cart/cart-access';
import { findOrder } from './order-repository';

/** What a caller may see of a customer's history. */
export interface HistoryAccess {
  withPrices: boolean;
  /** Set when the caller's permission is limited to one project. */
  projectId: string | null;
}

/** The customer's history is for its buyers, unless EJ_ORDERHISTORIK says otherwise. */
export function historyAccess(auth: AccessTokenSubject, customerId: string): HistoryAccess {
  const permission = permissionFor(auth, customerId);
  if (permission.permissionDenies.includes('EJ_ORDERHISTORIK')) throw new ApiError(403, 'order_history_not_allowed', 'This account may not see order history');
  return { withPrices: !permission.permissionDenies.includes('EJ_SE_PRISER'), projectId: permission.projectId ?? null };
}

/**
 * One order the caller may see: of one of the token's customers (and its project, when limited
 * to one), and of the customer the caller works in when it names one (the customer-id header). Anything else, unknown or foreign, is the same 404, so order numbers of other
 * customers cannot be probed.
 */
export async function visibleOrder(db: D1Database, auth: AccessTokenSubject, id: string, workingIn?: string) {
  const found = await findOrder(db, id);
  const customerId = found?.order.customer_id;
  if (!found || !customerId || !auth.customerPermissions.some((p) => p.customerId === customerId)) throw notFound('Order not found');
  // A buyer of several customers sees, in one customer's context, that customer's orders only.
  if (workingIn && workingIn !== customerId) throw notFound('Order not found');
  const access = historyAccess(auth, customerId);
  if (access.projectId && found.order.project_id !== access.projectId) throw notFound('Order not found');
  return { ...found, withPrices: access.withPrices };
}
