import type { Hono } from 'hono';
import { z } from 'zod';
import { UpstreamError } from '../../../src/lib/upstream';
import type { ShopEnv } from '../../../src/lib/request/shop-env';
import { activateCredentials } from '../../../src/lib/upstream/auth/activate-credentials';
import { requestCredentials } from '../../../src/lib/upstream/auth/request-credentials';
import { href } from '../../../src/lib/routes/href';
import { isSameOrigin, readForm, redirectWithMessage } from './form-post';
import { isStrongPassword, SIGN_IN_PATH } from './sign-in-routes';
import { servicesOf } from '../../../src/lib/request/request-context';

/** Spec point 5: case-insensitive, a top-level part of at least two letters. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

const ForgotForm = z.object({ email: z.string().trim().max(254).regex(EMAIL) });
const ActivateForm = z.object({ token: z.string().min(1).max(512), newPassword: z.string().max(200), confirmPassword: z.string().max(200) });

/**
 * POST /api/session/forgot-password: asks the auth service to e-mail a reset link; the answer is
 * the same whether or not the address exists. POST /api/session/activate: sets the password with
 * the token from that link (also used to activate a new account).
 */
export function registerPasswordRoutes(app: Hono<ShopEnv>): void {
  app.post('/api/session/forgot-password', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, href('gloemt-loesenord'), 'errors.forbidden_origin');
    const form = await readForm(c, ForgotForm);
    if (!form) return redirectWithMessage(c, href('gloemt-loesenord'), 'validation.email');
    try {
      await requestCredentials(servicesOf(c).auth, { email: form.email, type: 'reset' });
    } catch {
      return redirectWithMessage(c, href('gloemt-loesenord'), 'errors.auth_service_not_available');
    }
    return redirectWithMessage(c, href('gloemt-loesenord'), 'auth.forgotSent');
  });

  app.post('/api/session/activate', async (c) => {
    if (!isSameOrigin(c)) return redirectWithMessage(c, href('activate-user'), 'errors.forbidden_origin');
    const form = await readForm(c, ActivateForm);
    if (!form) return redirectWithMessage(c, href('activate-user'), 'errors.invalid_activation_token');
    const back = href('activate-user', {}, { token: form.token });
    if (!isStrongPassword(form.newPassword)) return redirectWithMessage(c, back, 'errors.password_policy');
    if (form.newPassword !== form.confirmPassword) return redirectWithMessage(c, back, 'errors.passwords_differ');
    try {
      await activateCredentials(servicesOf(c).auth, { token: form.token, newPassword: form.newPassword });
    } catch (error) {
      const rejected = error instanceof UpstreamError && error.status === 400;
      return redirectWithMessage(c, rejected ? href('activate-user') : back, rejected ? 'errors.invalid_activation_token' : 'errors.auth_service_not_available');
    }
    return redirectWithMessage(c, SIGN_IN_PATH, 'auth.activated');
  });
}
