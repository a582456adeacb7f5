import type { MiddlewareHandler } from 'hono';
import { ApiError, forbidden } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import type { AccessTokenSubject } from '../lib/access-token';
import type { TrackingIdentity } from './tracking-events';

/** Routes behind optionalAuth() read the verified caller, if one sent a token, from `c.var.auth`. */
export type OptionalAuthEnv = { Bindings: AuthEnv['Bindings']; Variables: { auth?: AccessTokenSubject } };

/**
 * Tracking is for anonymous visitors too, so a token is optional here; one that is sent must be
 * valid (the same 401 'Invalid token' as everywhere), so a broken token never passes as anonymous.
 */
export const optionalAuth = (): MiddlewareHandler<OptionalAuthEnv> =>
  async function optionalAuth(c, next) {
    if (c.req.header('Authorization') === undefined) return next();
    return (requireAuth() as unknown as MiddlewareHandler<OptionalAuthEnv>)(c, next);
  };

/**
 * Who stored events belong to. A user id (the user-id header) or a customer (the body) is taken
 * only when the bearer token proves it: the header must name the token's subject and the customer
 * must be one of the token's customers. Without a token the events are anonymous, and naming
 * someone is refused rather than stored under a name nobody proved.
 */
export function trackingIdentity(auth: AccessTokenSubject | undefined, headerUserId: string | undefined, customerId: string | undefined): TrackingIdentity {
  if (!auth) {
    if (headerUserId !== undefined || customerId !== undefined) {
      throw new ApiError(401, 'invalid_token', 'Invalid token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
    return { userId: null, customerId: null };
  }
  if (headerUserId !== undefined && headerUserId !== auth.userId) throw forbidden('user-id does not match the token');
  if (customerId !== undefined && !auth.customerPermissions.some((permission) => permission.customerId === customerId)) {
    throw forbidden('Not a customer of this user');
  }
  return { userId: auth.userId, customerId: customerId ?? null };
}
