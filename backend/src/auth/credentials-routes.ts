import { z } from 'zod';
import { badRequest } from '../lib/api-error';
import type { BackendEnv } from '../backend-env';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson } from '../lib/validate';
import { blockedFor, recordAttempt } from './attempt-limiter';
import { CREDENTIAL_MAILS_PER_ADDRESS } from './attempt-window';
import { MAX_USERNAME_LENGTH } from './credential-aliases';
import { credentialMail } from './credential-mail';
import { setPassword } from './credential-store';
import { consumeCredentialToken, createCredentialToken, queueEmail } from './credential-tokens';
import { hashPassword } from './password-hash';
import { MAX_PASSWORD_LENGTH, passwordProblem } from './password-policy';

/** Sign-up and forgotten-password e-mails, and setting the password from their link. */
export const credentialsRoutes = createRouter<BackendEnv>();

const CredentialsRequestSchema = z.object({
  // Spec point 5: case-insensitive, top-level part of at least two letters.
  email: z.string().trim().max(MAX_USERNAME_LENGTH).pipe(z.email({ pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/ })),
  type: z.enum(['signup', 'reset']),
});

credentialsRoutes.post('/users/credentials/request', limitJsonBody(), validateJson(CredentialsRequestSchema), async (c) => {
  const { email, type } = c.req.valid('json');
  const now = Date.now();
  const limit = { rule: CREDENTIAL_MAILS_PER_ADDRESS, key: email.toLowerCase() };
  // The answer is 202 whatever happens, so it never tells whether the address has an account.
  if ((await blockedFor(c.env.DB, [limit], now)) === null) {
    await recordAttempt(c.env.DB, [limit], now);
    const user = await c.env.DB.prepare('SELECT id, email, first_name FROM users WHERE email = ?1 AND (active = 1 OR pending_activation = 1)')
      .bind(email)
      .first<{ id: string; email: string; first_name: string }>();
    if (user) {
      const token = await createCredentialToken(c.env.DB, user.id, type, now);
      await queueEmail(c.env.DB, { to: user.email, ...credentialMail(type, user.first_name, token) }, now);
    }
  }
  return c.json({ accepted: true }, 202);
});

const ActivateSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

credentialsRoutes.post('/users/credentials/activate', limitJsonBody(), validateJson(ActivateSchema), async (c) => {
  const { token, newPassword } = c.req.valid('json');
  // A weak password is refused before the token is spent, so the link still works for a retry.
  const problem = passwordProblem(newPassword);
  if (problem) throw badRequest(problem, 'invalid_password');
  const passwordHash = await hashPassword(newPassword);
  const now = Date.now();
  const userId = await consumeCredentialToken(c.env.DB, token, now);
  if (!userId) throw badRequest('Invalid, expired or already used token', 'invalid_activation_token');
  // Following the e-mailed link proves the address.
  await setPassword(c.env.DB, userId, passwordHash, now, true);
  return c.json({ activated: true });
});
