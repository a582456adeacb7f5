import 'server-only';
import { upstreamRequest, type UpstreamService } from '..';
import { SignInAnswerSchema, TokensSchema, type Challenge, type Tokens } from './auth-schemas';

export type SignInAnswer = { type: 'tokens'; tokens: Tokens } | { type: 'challenge'; challenge: Challenge };

const toAnswer = (answer: unknown): SignInAnswer => {
  const tokens = TokensSchema.safeParse(answer);
  return tokens.success ? { type: 'tokens', tokens: tokens.data } : { type: 'challenge', challenge: answer as Challenge };
};

/** POST /v2/sessions/ with credentials. The client address lets the service limit attempts. */
export async function signInWithCredentials(auth: UpstreamService, input: { username: string; password: string; clientIp: string }): Promise<SignInAnswer> {
  const answer = await upstreamRequest(auth, {
    method: 'POST',
    path: '/v2/sessions/',
    body: { username: input.username, password: input.password },
    headers: { 'x-client-ip': input.clientIp },
    schema: SignInAnswerSchema,
  });
  return toAnswer(answer);
}

/** POST /v2/sessions/ with a refresh token: new tokens, and the old refresh token is spent. */
export function refreshSession(auth: UpstreamService, refreshToken: string): Promise<Tokens> {
  return upstreamRequest(auth, { method: 'POST', path: '/v2/sessions/', body: { refreshToken }, schema: TokensSchema, timeoutMs: 5000 });
}

/** POST /v2/sessions/ answering the new-password challenge. */
export async function answerNewPasswordChallenge(
  auth: UpstreamService,
  input: { username: string; session: string; newPassword: string },
): Promise<SignInAnswer> {
  const answer = await upstreamRequest(auth, {
    method: 'POST',
    path: '/v2/sessions/',
    body: { challengeName: 'NEW_PASSWORD_REQUIRED', username: input.username, session: input.session, newPassword: input.newPassword },
    schema: SignInAnswerSchema,
  });
  return toAnswer(answer);
}
