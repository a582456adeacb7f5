import { ApiError } from '../lib/api-error';
import { sha256, timingSafeEqualText } from '../lib/bytes';
import type { BackendBindings } from '../backend-env';
import { findLoginUserById } from './credential-store';
import { parseRefreshToken } from './refresh-token';
import { findRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-token-repository';
import { issueTokens, type TokenAnswer } from './token-issuer';

const invalidRefreshToken = () => new ApiError(401, 'invalid_refresh_token', 'Invalid refresh token');
const reused = () => new ApiError(401, 'refresh_token_reused', 'Refresh token was already used; the session is revoked');
const inProgress = () => new ApiError(409, 'refresh_in_progress', 'This refresh token was just rotated by a parallel request');

/**
 * Parallel requests of one browser (two tabs, a navigation racing a form post) may present the
 * same refresh token within moments of each other. The late one is told 409 and keeps its
 * still-valid access token; only a replay after this window counts as theft.
 */
export const REUSE_GRACE_MS = 5000;

/** Tokens from a refresh are always of the current version (a version-1 token forces this). */
const CURRENT_TOKEN_VERSION = 2;

/**
 * Exchanges a refresh token for new tokens, rotating it. A token that was already rotated is
 * being replayed (by a thief or by the victim after a thief): the whole family is revoked so
 * neither can continue (after a short grace for parallel requests, REUSE_GRACE_MS). A wrong
 * secret does not revoke anything, since the id alone is public.
 */
export async function refreshSession(env: BackendBindings, refreshToken: string, now: number): Promise<TokenAnswer> {
  const parts = parseRefreshToken(refreshToken);
  const stored = parts ? await findRefreshToken(env.DB, parts.id) : null;
  if (!parts || !stored || !timingSafeEqualText(await sha256(parts.secret), stored.secretHash)) throw invalidRefreshToken();
  if (stored.replacedBy !== null) {
    if (stored.revokedAt !== null && now - stored.revokedAt < REUSE_GRACE_MS) throw inProgress();
    await revokeFamily(env.DB, stored.familyId, now);
    throw reused();
  }
  if (stored.revokedAt !== null || stored.expiresAt <= now) throw invalidRefreshToken();
  const user = await findLoginUserById(env.DB, stored.userId);
  if (!user?.active || user.mustChangePassword) throw invalidRefreshToken();
  const next = await rotateRefreshToken(env.DB, stored, now);
  if (!next) {
    // Someone else rotated this token between our read and our write: the same replay.
    await revokeFamily(env.DB, stored.familyId, now);
    throw reused();
  }
  return issueTokens(env, { ...user, tokenVersion: CURRENT_TOKEN_VERSION }, next, now);
}
