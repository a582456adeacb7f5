import type { AccessTokenSubject, CustomerPermissionClaim } from '../lib/access-token';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { requireCustomer } from '../commerce/customer-access';
import { findCart, type CartOwner, type CartRow } from './cart-repository';

/** The caller's permission for a customer the token names (403 otherwise). */
export function permissionFor(auth: AccessTokenSubject, customerId: string): CustomerPermissionClaim {
  const permission = auth.customerPermissions.find((p) => p.customerId === customerId);
  if (!permission) throw forbidden('Not one of your customers');
  return permission;
}

/**
 * Whose cart a call means: the caller, within the customer named (or the token's only one) and
 * a project of that customer. A permission limited to one project allows only that project.
 */
export async function resolveCartOwner(
  db: D1Database,
  auth: AccessTokenSubject,
  requested: { customerId?: string | undefined; projectId?: string | undefined },
): Promise<CartOwner> {
  const { customerId } = requireCustomer(auth, requested.customerId);
  const permission = permissionFor(auth, customerId);
  if (permission.projectId && requested.projectId && requested.projectId !== permission.projectId) throw forbidden('Not one of your projects');
  const projectId = requested.projectId ?? permission.projectId ?? '';
  if (projectId) {
    const project = await db.prepare('SELECT 1 AS found FROM projects WHERE id = ?1 AND customer_id = ?2').bind(projectId, customerId).first();
    if (!project) throw badRequest(`Unknown project for ${customerId}: ${projectId}`, 'unknown_project');
  }
  return { userId: auth.userId, customerId, projectId };
}

/**
 * A cart the caller owns: their own, of a customer still in their token. Anything else is the
 * same 404, so cart ids of other users cannot be probed.
 */
export async function loadOwnedCart(db: D1Database, auth: AccessTokenSubject, cartId: string): Promise<CartRow> {
  const cart = await findCart(db, cartId);
  if (!cart || cart.user_id !== auth.userId || !auth.customerPermissions.some((p) => p.customerId === cart.customer_id)) {
    throw notFound('Cart not found');
  }
  return cart;
}

export const cartNotActive = () => new ApiError(409, 'cart_not_active', 'The cart is no longer active');
export const cartLocked = () => new ApiError(409, 'cart_locked', 'An order is being placed from this cart', { 'Retry-After': '2' });

/** Refuses writes to a deleted cart, or to one a running checkout holds. */
export function assertWritable(cart: CartRow, now: number): void {
  if (cart.status !== 'ACTIVE') throw cartNotActive();
  if (cart.locked_until !== null && cart.locked_until >= now) throw cartLocked();
}

/** A loaded, owned, writable cart: the start of every cart mutation. */
export async function loadWritableCart(db: D1Database, auth: AccessTokenSubject, cartId: string, now: number): Promise<CartRow> {
  const cart = await loadOwnedCart(db, auth, cartId);
  assertWritable(cart, now);
  return cart;
}

/** Re-reads the cart after a guarded write changed nothing: throws if it stopped being writable. */
export async function assertStillWritable(db: D1Database, cartId: string, now: number): Promise<void> {
  const cart = await findCart(db, cartId);
  if (!cart) throw notFound('Cart not found');
  assertWritable(cart, now);
}

/** When a guarded write changed nothing, says why (the cart moved on between read and write). */
export async function explainBlockedWrite(db: D1Database, cartId: string, now: number): Promise<never> {
  await assertStillWritable(db, cartId, now);
  throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again');
}

export const permissionDeniesOf = (auth: AccessTokenSubject, cart: Pick<CartRow, 'customer_id'>) => permissionFor(auth, cart.customer_id).permissionDenies;
