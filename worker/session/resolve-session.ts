import type { Context } from 'hono';
import type { Session } from '../../src/lib/auth/session';
import { readEnvironment } from '../../src/lib/request/environment';
import type { ShopEnv } from '../../src/lib/request/shop-env';
import { sessionFromClaims, signInIdOf, type AccessTokenClaims } from './access-token-claims';
import { contextChoice } from './context-choice';
import { withAssortmentChoice } from './assortment-choice-cookie';
import { attemptRefresh } from './refresh-attempt';
import { sessionEndCookies, readTokenCookies, tokenCookies } from './session-cookies';
import { isSignInRevoked, recordSignInRevoked } from './session-revocation';
import { checkAccessToken, verifyAccessToken } from './verify-access-token';

export interface ResolvedSession {
  session: Session | null;
  /** The verified access token, for upstream calls on this request (never sent to the browser). */
  accessToken: string | undefined;
  /** Set-Cookie values the response must carry (refreshed tokens, or a cleared session). */
  setCookies: string[];
}

const SIGNED_OUT: ResolvedSession = { session: null, accessToken: undefined, setCookies: [] };

/** The session is over: its cookies and everything the user left in the browser go. */
const ended = (c: Context<ShopEnv>): ResolvedSession => ({ ...SIGNED_OUT, setCookies: sessionEndCookies(c) });

/**
 * The edge session for one request: verify the access token; end it if its sign-in was revoked;
 * refresh it with the refresh token when it is missing, expires within the configured margin, or
 * is of version 1 (which forces a new sign-in with the refresh token); apply the remembered
 * customer and project.
 *
 * Cookies are cleared only on an answer that says the session is over. When the auth service
 * cannot be reached, or a parallel request is rotating the refresh token (the grace answer), this
 * request is signed out at worst, and the cookies stay for the next one.
 */
export async function resolveSession(c: Context<ShopEnv>): Promise<ResolvedSession> {
  const cookies = readTokenCookies(c);
  if (!cookies.access && !cookies.refresh) return SIGNED_OUT;

  const check = cookies.access ? await checkAccessToken(c, cookies.access) : undefined;
  // Without the auth service's keys nothing can be verified, nor a refreshed token checked.
  if (check?.status === 'unavailable') return SIGNED_OUT;
  const signedBy = check?.status === 'valid' || check?.status === 'expired' ? check.claims : undefined;
  if (signedBy && (await isSignInRevoked(c, signInIdOf(signedBy)))) return ended(c);

  let claims = check?.status === 'valid' ? check.claims : null;
  let token = claims ? cookies.access : undefined;
  let setCookies: string[] = [];

  if (needsRefresh(c, claims) && cookies.refresh) {
    const attempt = await attemptRefresh(c, cookies.refresh);
    switch (attempt.kind) {
      case 'rotated': {
        // The old refresh token is spent: the new one must reach the browser whatever follows.
        setCookies = tokenCookies(c, attempt.tokens);
        const fresh = await verifyAccessToken(c, attempt.tokens.AccessToken);
        if (fresh) [claims, token] = [fresh, attempt.tokens.AccessToken];
        break;
      }
      case 'grace': {
        const fresh = attempt.accessToken ? await verifyAccessToken(c, attempt.accessToken) : null;
        if (fresh) [claims, token] = [fresh, attempt.accessToken];
        break;
      }
      case 'rejected':
        // A replayed refresh token revoked the whole sign-in: its other access tokens (the
        // thief's, or the victim's) must stop opening pages now, not in 15 minutes.
        if (attempt.replayed && signedBy) await recordSignInRevoked(c, signInIdOf(signedBy));
        return ended(c);
      case 'unavailable':
        break;
    }
  }

  if (!claims || !token || !isUsable(claims)) {
    // With a refresh token left, the session may still go on (a later request refreshes it);
    // without one, an access token that is no good is the end of it.
    return cookies.refresh ? { ...SIGNED_OUT, setCookies } : ended(c);
  }
  return { session: withAssortmentChoice(c, sessionFromClaims(claims, await contextChoice(c, claims, token))), accessToken: token, setCookies };
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function needsRefresh(c: Context<ShopEnv>, claims: AccessTokenClaims | null): boolean {
  const margin = readEnvironment(c.env).TOKEN_REFRESH_MARGIN_SECONDS;
  return !claims || claims.version < 2 || claims.exp - margin <= nowInSeconds();
}

const isUsable = (claims: AccessTokenClaims) => claims.version >= 2 && claims.exp > nowInSeconds();
