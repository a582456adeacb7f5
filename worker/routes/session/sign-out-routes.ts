import type { Context, Hono } from 'hono';
import { UpstreamUnauthorizedError } from '../../../src/lib/upstream';
import { deleteSession } from '../../../src/lib/upstream/auth/delete-session';
import { getUser } from '../../../src/lib/upstream/auth/get-user';
import { sessionEndCookies } from '../../session/session-cookies';
import { recordSignInRevoked } from '../../session/session-revocation';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { isSameOrigin, redirectWithMessage } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';

/**
 * POST /api/session/sign-out: revokes the sign-in at the auth service and in the edge's revocation
 * list (decision 012), and clears every token and user cookie. GET /api/session/expired: where a
 * page sends the browser when a service answered 401; it ends the session and shows 'Vänligen
 * logga in' on the front page. It ends a session only for a request of our own pages or a token
 * the auth service really refuses, so a link on another site cannot sign the buyer out.
 */
export function registerSignOutRoutes(app: Hono<ShopEnv>): void {
  app.post('/api/session/sign-out', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, '/', 'errors.forbidden_origin');
    const { session, accessToken } = c.var;
    if (session) await recordSignInRevoked(c, session.signInId ?? session.sessionId);
    if (session?.sessionId && accessToken) {
      // Best effort: the cookies go whatever the service says.
      await deleteSession(servicesOf(c).auth, { sessionId: session.sessionId, accessToken }).catch(() => undefined);
    }
    endSession(c);
    return redirectWithMessage(c, '/', 'auth.signedOut');
  });

  app.get('/api/session/expired', async (c) => {
    c.header('Cache-Control', 'no-store');
    // No session at the edge: nothing to end here. The session middleware has already cleared
    // what was over, and keeps what it could not judge (auth service away, a refresh in progress).
    if (!c.var.session) return redirectWithMessage(c, '/', 'errors.please_login');
    if (!isSameSiteNavigation(c) && !(await isRefusedByAuthService(c))) return c.redirect('/', 303);
    endSession(c);
    return redirectWithMessage(c, '/', 'errors.please_login');
  });
}

function endSession(c: Context<ShopEnv>): void {
  for (const cookie of sessionEndCookies(c)) c.header('Set-Cookie', cookie, { append: true });
  // The session middleware must not re-send tokens it refreshed earlier in this request.
  c.set('session', null);
}

/**
 * A navigation from one of our own pages (or typed in): Sec-Fetch-Site says so in every current
 * browser; without fetch metadata, an Origin or Referer of ours does.
 */
function isSameSiteNavigation(c: Context<ShopEnv>): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const ours = new URL(c.req.url).origin;
  const host = c.req.header('host');
  return [c.req.header('origin'), c.req.header('referer')].some((value) => {
    if (!value) return false;
    try {
      const from = new URL(value);
      return from.origin === ours || (host !== undefined && from.host === host);
    } catch {
      return false;
    }
  });
}

/** Asked only for a request from elsewhere: does the auth service itself refuse this token? */
async function isRefusedByAuthService(c: Context<ShopEnv>): Promise<boolean> {
  const { session, accessToken } = c.var;
  if (!session || !accessToken) return false;
  try {
    await getUser(servicesOf(c).auth, { userId: session.userId, accessToken });
    return false;
  } catch (error) {
    return error instanceof UpstreamUnauthorizedError;
  }
}
