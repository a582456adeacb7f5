import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { UpstreamError } from '../../../src/lib/upstream';
import { answerNewPasswordChallenge } from '../../../src/lib/upstream/auth/answer-new-password-challenge';
import { signInWithCredentials, type SignInAnswer } from '../../../src/lib/upstream/auth/sign-in-with-credentials';
import { href } from '../../../src/lib/routes/href';
import type { TextKey } from '../../../src/lib/texts';
import { challengeCookie, readChallengeCookie } from '../../session/session-cookies';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { finishSignIn } from './finish-sign-in';
import { isSameOrigin, readForm, redirectWithMessage, safeReturnTo } from './form-post';
import { servicesOf } from '../../../src/lib/request/request-context';
import { isPunchoutSession } from '../punchout/punchout-session';
import type { CartOwner } from './bring-cart-along';

const SignInForm = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  returnTo: z.string().optional(),
  /** "1": a punch-out session ends in this sign-in and its cart's lines come along (decision 033). */
  bringCart: z.literal('1').optional(),
});

const NewPasswordForm = z.object({
  newPassword: z.string().max(200),
  confirmPassword: z.string().max(200),
  returnTo: z.string().optional(),
});

export const SIGN_IN_PATH = href('logga-in');
export const NEW_PASSWORD_PATH = href('logga-in-nytt-losenord');

/** The message for a failed sign-in: the same for an unknown user and a wrong password. */
function signInError(error: unknown): TextKey {
  if (error instanceof UpstreamError) {
    if (error.status === 401) return 'errors.invalid_credentials';
    if (error.status === 429) return 'errors.too_many_attempts';
    if (error.status === 400) return 'errors.credentials_too_long';
  }
  return 'errors.auth_service_not_available';
}

/** POST /api/session/sign-in and POST /api/session/new-password (form posts, 303 answers). */
export function registerSignInRoutes(app: Hono<ShopEnv>): void {
  app.post('/api/session/sign-in', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, SIGN_IN_PATH, 'errors.forbidden_origin');
    const form = await readForm(c, SignInForm);
    const returnTo = safeReturnTo(form?.returnTo);
    const back = `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
    if (!form) return redirectWithMessage(c, back, 'errors.credentials_too_long');
    let answer: SignInAnswer;
    try {
      const clientIp = c.req.header('cf-connecting-ip') ?? '127.0.0.1';
      answer = await signInWithCredentials(servicesOf(c).auth, { username: form.username, password: form.password, clientIp });
    } catch (error) {
      return redirectWithMessage(c, back, signInError(error));
    }
    if (answer.type === 'challenge') {
      c.header('Set-Cookie', challengeCookie(c, { username: form.username, session: answer.challenge.Session }), { append: true });
      return c.redirect(`${NEW_PASSWORD_PATH}?returnTo=${encodeURIComponent(returnTo)}`, 303);
    }
    return finishSignIn(c, answer.tokens, returnTo, undefined, { bringCartFrom: form.bringCart ? punchoutCartOwner(c) : undefined });
  });

  app.post('/api/session/new-password', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, SIGN_IN_PATH, 'errors.forbidden_origin');
    const challenge = readChallengeCookie(c);
    if (!challenge) return redirectWithMessage(c, SIGN_IN_PATH, 'errors.challenge_expired');
    const form = await readForm(c, NewPasswordForm);
    const returnTo = safeReturnTo(form?.returnTo);
    const back = `${NEW_PASSWORD_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
    if (!form || !isStrongPassword(form.newPassword)) return redirectWithMessage(c, back, 'errors.password_policy');
    if (form.newPassword !== form.confirmPassword) return redirectWithMessage(c, back, 'errors.passwords_differ');
    try {
      const answer = await answerNewPasswordChallenge(servicesOf(c).auth, { ...challenge, newPassword: form.newPassword });
      if (answer.type !== 'tokens') return redirectWithMessage(c, SIGN_IN_PATH, 'errors.challenge_expired');
      return finishSignIn(c, answer.tokens, returnTo, 'auth.passwordChanged');
    } catch (error) {
      const expired = error instanceof UpstreamError && error.status === 401;
      return redirectWithMessage(c, expired ? SIGN_IN_PATH : back, expired ? 'errors.challenge_expired' : 'errors.password_policy');
    }
  });
}

/** The cart of the punch-out session this browser holds (verified by the session middleware), if any. */
function punchoutCartOwner(c: Context<ShopEnv>): CartOwner | undefined {
  const { session, accessToken } = c.var;
  if (!session || !accessToken || !isPunchoutSession(c)) return undefined;
  return { token: accessToken, customerId: session.customerId, projectId: session.projectId };
}

/** The shop's own check before asking the service: at least 8 characters, a letter and a digit. */
export const isStrongPassword = (password: string) => password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);

