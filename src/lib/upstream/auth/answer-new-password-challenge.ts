import 'server-only';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { SignInAnswerSchema } from './auth-schemas';
import { toSignInAnswer, type SignInAnswer } from './sign-in-with-credentials';

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
  return toSignInAnswer(answer);
}
