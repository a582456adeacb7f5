import type { MiddlewareHandler } from 'hono';
import type { BackendBindings } from '../backend-env';
import { verifyAccessToken, type AccessTokenSubject } from '../lib/access-token';
import { ApiError, badRequest, forbidden } from '../lib/api-error';
import type { PermissionDeny } from '../../../domain/auth/roles';

/** Routes behind optionalAuth() read `c.var.auth`: the verified caller, or null when anonymous. */
export type OptionalAuthEnv = { Bindings: BackendBindings; Variables: { auth: AccessTokenSubject | null } };

/** The header the shop names the customer in (or `customerId` as an argument / query parameter). */
export const CUSTOMER_HEADER = 'customer-id';

const invalidToken = () => new ApiError(401, 'invalid_token', 'Invalid token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/**
 * Catalogue answers are public (anonymous visitors browse without prices), but a token that is
 * sent must be valid: a broken or expired one is the same 401 'Invalid token' as everywhere.
 */
export const optionalAuth = (): MiddlewareHandler<OptionalAuthEnv> =>
  async function optionalAuth(c, next) {
    const header = c.req.header('Authorization');
    if (!header) {
      c.set('auth', null);
      return next();
    }
    const match = BEARER.exec(header);
    const subject = match?.[1] ? await verifyAccessToken(match[1], c.env) : null;
    if (!subject) throw invalidToken();
    c.set('auth', subject);
    await next();
  };

export interface CustomerAccess {
  customerId: string;
  permissionDenies: readonly PermissionDeny[];
}

/**
 * The customer prices are for. Anonymous callers get none (no prices); a named customer must be
 * one of the token's (403 otherwise); without a name, a token with exactly one customer means it.
 */
export function resolveCustomer(auth: AccessTokenSubject | null, requested: string | undefined): CustomerAccess | null {
  if (!auth) return null;
  if (requested) {
    const permission = auth.customerPermissions.find((p) => p.customerId === requested);
    if (!permission) throw forbidden('Not one of your customers');
    return { customerId: permission.customerId, permissionDenies: permission.permissionDenies };
  }
  const [only, ...others] = auth.customerPermissions;
  if (!only) return null;
  if (others.length > 0) throw badRequest('customerId is required for a user with several customers', 'customer_required');
  return { customerId: only.customerId, permissionDenies: only.permissionDenies };
}

export const seesPrices = (access: CustomerAccess) => !access.permissionDenies.includes('EJ_SE_PRISER');
export const seesDiscounts = (access: CustomerAccess) => !access.permissionDenies.includes('EJ_SE_RABATTER');

/** Like resolveCustomer, for calls that make no sense without a customer: 401 when anonymous. */
export function requireCustomer(auth: AccessTokenSubject | null, requested: string | undefined): CustomerAccess {
  if (!auth) throw invalidToken();
  const access = resolveCustomer(auth, requested);
  if (!access) throw forbidden('No customer on this account');
  return access;
}
