import { ApiError } from '../lib/api-error';
import { sha256, timingSafeEqualText } from '../lib/bytes';
import type { BackendBindings } from '../backend-env';
import { findLoginUserById } from './credential-store';
import { parseRefreshToken } from './refresh-token';
import { findRefreshToken, revokeFamily, rotateRefreshToken, type StoredRefreshToken } from './refresh-token-repository';
import { isFamilyRevoked } from './session-revocations';
import { issueAccessToken, issueTokens, type AccessOnlyAnswer, type TokenAnswer } from './token-issuer';

const invalidRefreshToken = () => new ApiError(401, 'invalid_refresh_token', 'Invalid refresh token');
const reused = () => new ApiError(401, 'refresh_token_reused', 'Refresh token was already used; the session is revoked');

/** The grace answer's status, code and message (the body also carries an access token). */
export const REFRESH_IN_PROGRESS = { status: 409, code: 'refresh_in_progress', message: 'This refresh token was just rotated by a parallel request' } as const;

/**
 * Parallel requests of one browser (two tabs, a navigation racing a form post) may present the
 * same refresh token within moments of each other. The late one is told 409, with a fresh access
 * token of the same sign-in, so it stays signed in; only a replay after this window counts as
 * theft.
 */
export const REUSE_GRACE_MS = 5000;

/** A refresh either rotated the token, or found it rotated moments ago by a parallel request. */
export type RefreshOutcome = { kind: 'rotated'; tokens: TokenAnswer } | { kind: 'grace'; tokens: AccessOnlyAnswer };

/** Tokens from a refresh are always of the current version (a version-1 token forces this). */
const CURRENT_TOKEN_VERSION = 2;

/**
 * Exchanges a refresh token for new tokens, rotating it. A token that was already rotated is
 * being replayed (by a thief or by the victim after a thief): the whole family is revoked so
 * neither can continue (after a short grace for parallel requests, REUSE_GRACE_MS). A wrong
 * secret does not revoke anything, since the id alone is public.
 */
export async function refreshSession(env: BackendBindings, refreshToken: string, now: number): Promise<RefreshOutcome> {
  const parts = parseRefreshToken(refreshToken);
  const stored = parts ? await findRefreshToken(env.DB, parts.id) : null;
  if (!parts || !stored || !timingSafeEqualText(await sha256(parts.secret), stored.secretHash)) throw invalidRefreshToken();
  if (stored.replacedBy !== null) {
    if (stored.revokedAt !== null && now - stored.revokedAt < REUSE_GRACE_MS) return grace(env, stored, now);
    await revokeFamily(env.DB, stored.familyId, now);
    throw reused();
  }
  if (stored.revokedAt !== null || stored.expiresAt <= now) throw invalidRefreshToken();
  const user = await activeUser(env, stored);
  const next = await rotateRefreshToken(env.DB, stored, now);
  // Lost the race to a parallel request that rotated this token between our read and our write:
  // that request is the grace window's other half, not a replay.
  if (!next) return grace(env, stored, now);
  return { kind: 'rotated', tokens: await issueTokens(env, { ...user, tokenVersion: CURRENT_TOKEN_VERSION }, next, now) };
}

async function activeUser(env: BackendBindings, stored: StoredRefreshToken) {
  const user = await findLoginUserById(env.DB, stored.userId);
  if (!user?.active || user.mustChangePassword) throw invalidRefreshToken();
  return user;
}

/**
 * Inside the grace window the sign-in goes on for the late request too: an access token of the
 * same family, unless the family was ended meanwhile (signed out, or replayed elsewhere).
 */
async function grace(env: BackendBindings, stored: StoredRefreshToken, now: number): Promise<RefreshOutcome> {
  if (await isFamilyRevoked(env.DB, stored.familyId)) throw invalidRefreshToken();
  const user = await activeUser(env, stored);
  const signIn = { sid: stored.replacedBy ?? stored.id, familyId: stored.familyId };
  return { kind: 'grace', tokens: await issueAccessToken(env, { ...user, tokenVersion: CURRENT_TOKEN_VERSION }, signIn, now) };
}
