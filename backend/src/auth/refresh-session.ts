import { ApiError } from '../lib/api-error';
import { sha256, timingSafeEqualText } from '../lib/bytes';
import type { BackendBindings } from '../backend-env';
import { findLoginUserById } from './credential-store';
import { parseRefreshToken } from './refresh-token';
import { findRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-token-repository';
import { issueTokens, type TokenAnswer } from './token-issuer';

const invalidRefreshToken = () => new ApiError(401, 'invalid_refresh_token', 'Invalid refresh token');
const reused = () => new ApiError(401, 'refresh_token_reused', 'Refresh token was already used; the session is revoked');

/**
 * Exchanges a refresh token for new tokens, rotating it. A token that was already rotated is
 * being replayed (by a thief or by the victim after a thief): the whole family is revoked so
 * neither can continue. A wrong secret does not revoke anything, since the id alone is public.
 */
export async function refreshSession(env: BackendBindings, refreshToken: string, now: number): Promise<TokenAnswer> {
  const parts = parseRefreshToken(refreshToken);
  const stored = parts ? await findRefreshToken(env.DB, parts.id) : null;
  if (!parts || !stored || !timingSafeEqualText(await sha256(parts.secret), stored.secretHash)) throw invalidRefreshToken();
  if (stored.replacedBy !== null) {
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
  return issueTokens(env, user, next, now);
}
