import type { Context } from 'hono';
import type { Session } from '../../src/lib/auth/session';
import { UpstreamError } from '../../src/lib/upstream';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';

import { refreshSession } from '../../src/lib/upstream/auth/refresh-session';

import { sessionFromClaims, type AccessTokenClaims } from './access-token-claims';
import { clearedTokenCookies, readContextCookie, readTokenCookies, tokenCookies } from './session-cookies';
import { verifyAccessToken } from './verify-access-token';
import { servicesOf } from '../../src/lib/request/request-context';

export interface ResolvedSession {
  session: Session | null;
  /** The verified access token, for upstream calls on this request (never sent to the browser). */
  accessToken: string | undefined;
  /** Set-Cookie values the response must carry (refreshed tokens, or a cleared session). */
  setCookies: string[];
}

const SIGNED_OUT: ResolvedSession = { session: null, accessToken: undefined, setCookies: [] };

/**
 * The edge session for one request: verify the access token; refresh it with the refresh token
 * when it is missing, expires within the configured margin, or is of version 1 (which forces a
 * new sign-in with the refresh token); apply the remembered customer and project.
 */
export async function resolveSession(c: Context<ShopEnv>): Promise<ResolvedSession> {
  const cookies = readTokenCookies(c);
  let token = cookies.access;
  let claims = token ? await verifyAccessToken(c, token) : null;
  let setCookies: string[] = [];

  const margin = readEnvironment(c.env).TOKEN_REFRESH_MARGIN_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  const needsRefresh = !claims || claims.version < 2 || claims.exp - margin <= now;

  if (needsRefresh && cookies.refresh) {
    try {
      const tokens = await refreshSession(servicesOf(c).auth, cookies.refresh);
      const fresh = await verifyAccessToken(c, tokens.AccessToken);
      if (fresh) {
        claims = fresh;
        token = tokens.AccessToken;
        setCookies = tokenCookies(c, tokens);
      }
    } catch (error) {
      // Rejected (revoked, reused, expired): the session is over. A service that is down or slow
      // keeps a still-valid access token working for this request.
      if (error instanceof UpstreamError && error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429) {
        return { ...SIGNED_OUT, setCookies: clearedTokenCookies(c) };
      }
    }
  }

  if (!claims || !token || claims.version < 2 || claims.exp <= now) {
    return { ...SIGNED_OUT, setCookies: cookies.access || cookies.refresh ? clearedTokenCookies(c) : [] };
  }
  return { session: sessionFromClaims(claims, contextChoice(c, claims)), accessToken: token, setCookies };
}

function contextChoice(c: Context<ShopEnv>, claims: AccessTokenClaims) {
  const saved = readContextCookie(c);
  return saved && saved.userId === claims.sub ? saved : undefined;
}
