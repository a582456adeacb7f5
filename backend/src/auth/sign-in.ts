import { ApiError, badRequest } from '../lib/api-error';
import type { BackendBindings } from '../backend-env';
import { assertAttemptsLeft, clearAttempts, recordAttempt, type AttemptKey } from './attempt-limiter';
import { LOGIN_PER_CLIENT, LOGIN_PER_USERNAME } from './attempt-window';
import { closeChallenge, createChallenge, findOpenChallenge, NEW_PASSWORD_REQUIRED } from './challenge-repository';
import type { Credentials } from './credential-aliases';
import { findLoginUser, findLoginUserById, isLoginNameOf, setPassword, type LoginUser } from './credential-store';
import { hashPassword, verifyPassword } from './password-hash';
import { passwordProblem } from './password-policy';
import { createRefreshToken } from './refresh-token-repository';
import { issueTokens, type TokenAnswer } from './token-issuer';

export interface ChallengeAnswer {
  ChallengeName: typeof NEW_PASSWORD_REQUIRED;
  Session: string;
}

// Unknown user, wrong password, inactive account and wrong kind of account all look the same.
const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'Invalid username or password');
const invalidChallenge = () => new ApiError(401, 'invalid_challenge', 'Invalid or expired challenge session');

const attemptKeys = (username: string, client: string): AttemptKey[] => [
  { rule: LOGIN_PER_USERNAME, key: username.toLowerCase() },
  { rule: LOGIN_PER_CLIENT, key: client },
];

export interface SignInOptions {
  client: string;
  /** Punch-out sign-in accepts only punch-out accounts. */
  punchout?: boolean;
  now: number;
}

export async function signInWithCredentials(
  env: BackendBindings,
  { username, password }: Credentials,
  { client, punchout = false, now }: SignInOptions,
): Promise<{ user: LoginUser; answer: TokenAnswer | ChallengeAnswer }> {
  const keys = attemptKeys(username, client);
  await assertAttemptsLeft(env.DB, keys, now);
  const user = await findLoginUser(env.DB, username);
  // Always verify (against a dummy hash when the user is unknown) so timing reveals nothing.
  const passwordMatches = await verifyPassword(password, user?.passwordHash);
  if (!user || !passwordMatches || !user.active || (punchout && !user.isPunchout)) {
    await recordAttempt(env.DB, keys, now);
    throw invalidCredentials();
  }
  await clearAttempts(env.DB, { rule: LOGIN_PER_USERNAME, key: username.toLowerCase() });
  if (user.mustChangePassword) {
    return { user, answer: { ChallengeName: NEW_PASSWORD_REQUIRED, Session: await createChallenge(env.DB, user.id, now) } };
  }
  return { user, answer: await issueTokens(env, user, await createRefreshToken(env.DB, user.id, now), now) };
}

export interface ChallengeResponse {
  session: string;
  newPassword: string;
  username: string;
}

/** Answers NEW_PASSWORD_REQUIRED: sets the new password and signs the user in. */
export async function answerNewPasswordChallenge(
  env: BackendBindings,
  { session, newPassword, username }: ChallengeResponse,
  { client, now }: SignInOptions,
): Promise<TokenAnswer> {
  const keys = attemptKeys(username, client);
  await assertAttemptsLeft(env.DB, keys, now);
  const challenge = await findOpenChallenge(env.DB, session, now);
  const user = challenge ? await findLoginUserById(env.DB, challenge.userId) : null;
  if (!user || !user.active || !isLoginNameOf(user, username)) {
    await recordAttempt(env.DB, keys, now);
    throw invalidChallenge();
  }
  // A weak password leaves the challenge open, so the user can try another one.
  const problem = passwordProblem(newPassword);
  if (problem) throw badRequest(problem, 'invalid_password');
  if (!(await closeChallenge(env.DB, session, now))) throw invalidChallenge();
  await setPassword(env.DB, user.id, await hashPassword(newPassword), now);
  return issueTokens(env, { ...user, mustChangePassword: false }, await createRefreshToken(env.DB, user.id, now), now);
}
