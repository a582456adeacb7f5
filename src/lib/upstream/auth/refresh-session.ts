import 'server-only';
import { z } from 'zod';
import { upstreamRequest } from '../upstream-request';
import type { UpstreamService } from '../upstream-service';
import { TokensSchema, type Tokens } from './auth-schemas';

/**
 * What a refresh brought: new tokens (the old refresh token is spent), or the grace answer (409)
 * for a refresh token a parallel request rotated moments ago, with an access token of the same
 * sign-in when the service gives one. The parallel request holds the new refresh token.
 */
export type RefreshAnswer = { type: 'rotated'; tokens: Tokens } | { type: 'grace'; accessToken: string | undefined };

const GraceAnswerSchema = z.object({
  error: z.object({ code: z.string() }),
  AccessToken: z.string().min(1).max(8192).optional(),
});

/** Short: a page waits on it, and a slow auth service must not hold every signed-in page. */
const REFRESH_TIMEOUT_MS = 2000;

/** POST /v2/sessions/ with a refresh token. */
export async function refreshSession(auth: UpstreamService, refreshToken: string): Promise<RefreshAnswer> {
  const answer = await upstreamRequest(auth, {
    method: 'POST',
    path: '/v2/sessions/',
    body: { refreshToken },
    schema: z.union([TokensSchema, GraceAnswerSchema]),
    timeoutMs: REFRESH_TIMEOUT_MS,
    answerStatuses: [409],
  });
  return 'error' in answer ? { type: 'grace', accessToken: answer.AccessToken } : { type: 'rotated', tokens: answer };
}
