import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { SignInAnswerSchema, TokensSchema, type Challenge, type Tokens } from './auth-schemas';

export type SignInAnswer = { type: 'tokens'; tokens: Tokens } | { type: 'challenge'; challenge: Challenge };

/** Tokens, or the new-password challenge in their place. */
export const toSignInAnswer = (answer: unknown): SignInAnswer => {
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
  return toSignInAnswer(answer);
}
