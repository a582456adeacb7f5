import { createFactory } from 'hono/factory';
import { z } from 'zod';
import { errorBody, notFound } from '../lib/api-error';
import { requireAuth, type AuthEnv } from '../lib/bearer-auth';
import { createRouter } from '../lib/create-router';
import { limitJsonBody, validateJson, validateParams } from '../lib/validate';
import { loadUserPermissions } from '../users/permission-repository';
import { clientAddress } from './client-address';
import { REFRESH_TOKEN_ID_PATTERN } from './refresh-token';
import { findRefreshToken, revokeFamily } from './refresh-token-repository';
import { REFRESH_IN_PROGRESS, refreshSession } from './refresh-session';
import { PunchoutSessionRequestSchema, SessionRequestSchema } from './session-request';
import { answerNewPasswordChallenge, signInWithCredentials } from './sign-in';

/** Sign-in, refresh, challenge answers, punch-out sign-in and logout (spec point 7). */
export const sessionRoutes = createRouter<AuthEnv>();
const factory = createFactory<AuthEnv>();

// Tokens must never be stored by a cache between the shop and us.
const NO_STORE = { 'Cache-Control': 'no-store' };

const createSession = factory.createHandlers(limitJsonBody(), validateJson(SessionRequestSchema), async (c) => {
  const request = c.req.valid('json');
  const now = Date.now();
  switch (request.kind) {
    case 'refresh': {
      const outcome = await refreshSession(c.env, request.refreshToken, now);
      if (outcome.kind === 'rotated') return c.json(outcome.tokens, 200, NO_STORE);
      // The grace answer: "wait" (409) for callers that only read the status, and an access token
      // of the same sign-in for those that want to stay signed in meanwhile.
      const { status, code, message } = REFRESH_IN_PROGRESS;
      return c.json({ ...errorBody(status, code, message), ...outcome.tokens }, status, NO_STORE);
    }
    case 'challenge':
      return c.json(await answerNewPasswordChallenge(c.env, request, { client: clientAddress(c), now }), 200, NO_STORE);
    case 'credentials': {
      const { answer } = await signInWithCredentials(c.env, request.credentials, { client: clientAddress(c), now });
      return c.json(answer, 200, NO_STORE);
    }
  }
});

// The upstream contract has a trailing slash; callers without one get the same answer.
sessionRoutes.post('/v2/sessions/', ...createSession);
sessionRoutes.post('/v2/sessions', ...createSession);

sessionRoutes.post('/v2/oci/sessions', limitJsonBody(), validateJson(PunchoutSessionRequestSchema), async (c) => {
  const now = Date.now();
  const { user, answer } = await signInWithCredentials(c.env, c.req.valid('json'), { client: clientAddress(c), punchout: true, now });
  // A punch-out account belongs to exactly one company: the procurement system's.
  const [company] = await loadUserPermissions(c.env.DB, user.id);
  const punchout = company ? { companyName: company.customerName, customerId: company.customerId } : null;
  return c.json({ ...answer, punchout }, 200, NO_STORE);
});

const LogoutParamsSchema = z.object({ refreshTokenId: z.string().regex(REFRESH_TOKEN_ID_PATTERN, 'Invalid refresh token id') });

/** Logout: revokes the refresh token family of one sign-in, only the caller's own. */
sessionRoutes.delete('/v2/sessions/:refreshTokenId', requireAuth(), validateParams(LogoutParamsSchema), async (c) => {
  const stored = await findRefreshToken(c.env.DB, c.req.valid('param').refreshTokenId);
  // Someone else's session answers like a missing one, so ids cannot be probed.
  if (!stored || stored.userId !== c.var.auth.userId) throw notFound('Session not found');
  await revokeFamily(c.env.DB, stored.familyId, Date.now());
  return c.json({ revoked: true });
});
