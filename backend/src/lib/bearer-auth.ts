import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { BackendBindings } from '../backend-env';
import { verifyAccessToken, type AccessTokenSubject } from './access-token';
import { isSignInRevoked } from '../auth/session-revocations';

/** Routes behind requireAuth() read the verified caller from `c.var.auth`. */
export type AuthEnv = { Bindings: BackendBindings; Variables: { auth: AccessTokenSubject } };

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

// One answer for every failure (missing, malformed, forged, expired): the shop maps the exact
// message 'Invalid token' to errors.invalid_token (spec point 8).
const invalidToken = () =>
  new ApiError(401, 'invalid_token', 'Invalid token', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

export const requireAuth = (): MiddlewareHandler<AuthEnv> =>
  async function requireAuth(c, next) {
    const match = BEARER.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1]) throw invalidToken();
    const subject = await verifyAccessToken(match[1], c.env);
    if (!subject) throw invalidToken();
    // A signed-out or replayed sign-in ends at once, not when its access tokens expire.
    if (await isSignInRevoked(c.env.DB, { familyId: subject.familyId, sid: subject.sid })) throw invalidToken();
    c.set('auth', subject);
    await next();
  };
