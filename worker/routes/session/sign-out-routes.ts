import type { Context, Hono } from 'hono';
import { deleteSession } from '../../../src/lib/upstream/auth/delete-session';
import { clearedTokenCookies } from '../../session/session-cookies';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { isSameOrigin, redirectWithMessage } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';

/**
 * POST /api/session/sign-out: revokes the sign-in at the auth service and clears every token
 * cookie. GET /api/session/expired: where a page sends the browser when a service answered 401;
 * it clears the session and shows 'Vänligen logga in' on the front page.
 */
export function registerSignOutRoutes(app: Hono<ShopEnv>): void {
  app.post('/api/session/sign-out', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    const { session, accessToken } = c.var;
    if (session?.sessionId && accessToken) {
      // Best effort: the cookies go whatever the service says.
      await deleteSession(servicesOf(c).auth, { sessionId: session.sessionId, accessToken }).catch(() => undefined);
    }
    endSession(c);
    return redirectWithMessage(c, '/', 'auth.signedOut');
  });

  app.get('/api/session/expired', (c) => {
    endSession(c);
    c.header('Cache-Control', 'no-store');
    return redirectWithMessage(c, '/', 'errors.please_login');
  });
}

function endSession(c: Context<ShopEnv>): void {
  for (const cookie of clearedTokenCookies(c)) c.header('Set-Cookie', cookie, { append: true });
  // The session middleware must not re-send tokens it refreshed earlier in this request.
  c.set('session', null);
}
