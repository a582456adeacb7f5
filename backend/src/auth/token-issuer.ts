import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../lib/access-token';
import type { BackendBindings } from '../backend-env';
import { loadUserPermissions, toPermissionClaim } from '../users/permission-repository';
import type { LoginUser } from './credential-store';
import type { IssuedRefreshToken } from './refresh-token-repository';

/** The success answer of POST /v2/sessions/ (the field names are the upstream contract's). */
export interface TokenAnswer {
  AccessToken: string;
  RefreshToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** The grace answer's tokens: an access token only (the parallel request holds the refresh token). */
export type AccessOnlyAnswer = Omit<TokenAnswer, 'RefreshToken'>;

/**
 * Signs an access token for the user's current permissions (read fresh on every sign-in and
 * refresh, so role changes reach the shop within one token lifetime) and pairs it with the
 * refresh token whose id becomes the `sid` claim and whose family the `fam` claim.
 */
export async function issueTokens(env: BackendBindings, user: LoginUser, refresh: IssuedRefreshToken, now: number): Promise<TokenAnswer> {
  const answer = await issueAccessToken(env, user, { sid: refresh.id, familyId: refresh.familyId }, now);
  return { ...answer, RefreshToken: refresh.token };
}

/** An access token of an existing sign-in, without a new refresh token. */
export async function issueAccessToken(env: BackendBindings, user: LoginUser, signIn: { sid: string; familyId: string }, now: number): Promise<AccessOnlyAnswer> {
  const permissions = await loadUserPermissions(env.DB, user.id);
  const AccessToken = await signAccessToken(
    { userId: user.id, version: user.tokenVersion, customerPermissions: permissions.map(toPermissionClaim), ...signIn },
    env,
    new Date(now),
  );
  return { AccessToken, ExpiresIn: ACCESS_TOKEN_SECONDS, TokenType: 'Bearer' };
}
